import WidgetPreviewCLI

// Every `#Preview` linked into this executable, no list.
WidgetPreviewCommandLine.main()
