import WidgetPreview
import WidgetPreviewCLI

/// The command line of WidgetPreview's own developers: every command a widget developer's has, plus `bench`,
/// and (for this package's gallery) the graphics test scene drawn and verified with the previews. It is
/// apart from `WidgetPreviewCLI`, so a widget developer's command line links none of it; it is a product
/// only so the compatibility benchmark (`Tools/bench/compat-bench.sh`, a package of its own) can link it.
public enum DeveloperCommandLine {
    /// Runs the command named by the process arguments on `previews`, `bench` included, and exits with its code.
    public static func main(previews: [Preview]) -> Never {
        WidgetPreviewCommandLine.main(previews: previews, extras: extras(drawsGraphicsTestScene: false))
    }

    /// `widget-preview-dev`: also draws the graphics test scene into the gallery, which is `widget-preview`'s.
    package static func main(galleryPreviews: [Preview]) -> Never {
        WidgetPreviewCommandLine.main(previews: galleryPreviews, extras: extras(drawsGraphicsTestScene: true))
    }

    package static func extras(drawsGraphicsTestScene: Bool) -> CommandLineExtras {
        guard drawsGraphicsTestScene else { return CommandLineExtras(commands: [BenchCommand.command]) }
        return CommandLineExtras(commands: [BenchCommand.command], galleryPictures: GraphicsTestScenePictures.gallery,
                                 galleryOwner: "widget-preview")
    }
}
