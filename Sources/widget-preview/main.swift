import WidgetGallery
import WidgetPreviewCLI
WidgetPreviewCommandLine.main(previews: galleryPreviews, graphicsTestScene: true)
