# Renders the proof sheet written by ProofSheetTests to proof.png at 3x: pip install resvg_py==0.5.0 pillow
import re, base64, io, resvg_py
from PIL import Image
d="/tmp/typography-proof/"
svg=open(d+"proof.svg").read()
def sub(m):
    name=m.group(1); w,h=map(int,re.search(r'_(\d+)x(\d+)\.rgba',name).groups())
    im=Image.frombytes("RGBA",(w,h),open(d+name,"rb").read()); b=io.BytesIO(); im.save(b,"PNG")
    return "data:image/png;base64,"+base64.b64encode(b.getvalue()).decode()
svg=re.sub(r"RAW:([^']+)", sub, svg)
png=resvg_py.svg_to_bytes(svg_string=svg, zoom=3, skip_system_fonts=True)
open(d+"proof.png","wb").write(bytes(png))
