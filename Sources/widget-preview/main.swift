print("widget-preview")
