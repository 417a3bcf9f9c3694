import Typography

/// What WidgetPreview's own developer command line (`widget-preview-dev`, target `WidgetPreviewDev`) adds to
/// the one every widget developer links: commands (`bench`) and pictures drawn into the gallery beside the
/// previews (the graphics test scene). They are handed in, so `WidgetPreviewCLI` links none of their code.
package struct CommandLineExtras: Sendable {
    /// Listed after the standard commands, in this order.
    package var commands: [Command]
    package var galleryPictures: GalleryExtraPictures?
    /// The owner recorded in the gallery's manifest instead of the running executable's name: the developer
    /// command line writes the gallery of `widget-preview`, whose previews it draws.
    package var galleryOwner: String?

    package init(commands: [Command] = [], galleryPictures: GalleryExtraPictures? = nil, galleryOwner: String? = nil) {
        self.commands = commands
        self.galleryPictures = galleryPictures
        self.galleryOwner = galleryOwner
    }
}

/// Pictures a gallery draws beside its previews' images, in a folder of their own (one of
/// `GalleryLeftovers.protectedFolders`): `verify` counts their PNGs as pictures, not goldens.
package struct GalleryExtraPictures: Sendable {
    /// The index's section title and what it shows (Markdown/HTML, one line).
    package var heading: String
    package var indexLine: String
    /// The PNG stems below the snapshot root that are pictures rather than goldens.
    package var pictureStems: [String]
    /// Draws and encodes them; the text engine is the one the contact sheets use.
    package var draw: @Sendable (TypeSetter) throws -> [EncodedPicture]

    package init(heading: String, indexLine: String, pictureStems: [String],
                 draw: @escaping @Sendable (TypeSetter) throws -> [EncodedPicture]) {
        self.heading = heading
        self.indexLine = indexLine
        self.pictureStems = pictureStems
        self.draw = draw
    }
}
