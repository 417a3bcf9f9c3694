import Testing
@testable import WidgetPreview

/// `@WidgetBundleBuilder` bodies as extensions write them: lists, `if #available`, `if`, `if`/`else`, nested bundles.
@Suite struct WidgetBundleBuilderTests {
    struct First: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }
    struct Second: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }
    struct Third: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }

    enum Flags {
        static let on = true
        static let off = false
    }

    struct Conditions: WidgetBundle {
        var body: some Widget {
            First()
            if #available(iOS 17.0, macOS 14.0, *) {
                Second()
                Third()
            }
            if Flags.off {
                Third()
            }
            if Flags.on {
                Second()
            } else {
                First()
            }
            if Flags.off {
                Second()
            } else {
                Third()
            }
        }
    }

    struct Inner: WidgetBundle {
        var body: some Widget {
            Second()
            Third()
        }
    }

    struct Outer: WidgetBundle {
        var body: some Widget {
            First()
            Inner().body
        }
    }

    static func names(_ widgets: [any Widget]) -> [String] { widgets.map { "\(type(of: $0))" } }

    @Test func conditionsKeepTheWidgetsOfTheBranchesTaken() {
        #expect(Self.names(Conditions().widgets) == ["First", "Second", "Third", "Second", "Third"])
    }

    @Test func nestedBundlesAreFlattenedInOrder() {
        #expect(Self.names(Outer().widgets) == ["First", "Second", "Third"])
    }

    @Test func aBundleWidgetWithoutAPreviewGetsAPlaceholderPreview() {
        let previews = WidgetMain.previews(for: [First()])
        #expect(previews.last?.name == "First")
        #expect(previews.last?.entries.map(\.name) == ["placeholder"])
    }
}
