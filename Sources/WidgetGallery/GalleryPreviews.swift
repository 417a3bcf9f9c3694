import WidgetPreview

/// Every preview of the example widgets: what `make previews` renders into `Snapshots/` and `make test`
/// verifies. A computed property: `Preview` holds closures and is not `Sendable`, so a global `let` is not
/// allowed in Swift 6. (Placeholder until the example widgets land.)
package var galleryPreviews: [Preview] { [] }
