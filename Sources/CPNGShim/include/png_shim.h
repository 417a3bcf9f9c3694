#ifndef WIDGETPREVIEW_PNG_SHIM_H
#define WIDGETPREVIEW_PNG_SHIM_H
/* Placeholder until the PNG codec lands. */
int wp_png_shim_version(void);
#endif
