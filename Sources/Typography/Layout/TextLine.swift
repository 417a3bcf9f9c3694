/// One laid-out line before drawing: its clusters (an ellipsis cluster included when truncated) and the
/// run whose font sizes the line when it is empty.
struct TextLine {
    var clusters: [ShapedCluster]
    var emptyRun: Int
}
