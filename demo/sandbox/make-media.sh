#!/usr/bin/env bash
# Regenerates demo/sandbox/media/: the image renditions, videos, stills, avatars and product shots the
# sandbox serves, plus media/manifest.json (real pixel sizes, read by fixtures.js). The output is
# committed because CI has neither the photos nor the tools.
#
#   bash demo/sandbox/make-media.sh images   # the photos only (ImageMagick); videos and the rest kept
#   bash demo/sandbox/make-media.sh videos   # the videos and their stills only (also ffmpeg with libvpx)
#   bash demo/sandbox/make-media.sh avatars  # the avatars only: crops of the photos' squares (ImageMagick)
#   bash demo/sandbox/make-media.sh all      # everything (also ffmpeg's drawtext for product shots)
#
# The photos, and the photographs the videos are made from, are real, permissively licensed
# photographs from Debian's lomiri-wallpapers-16.04 and lomiri-wallpapers-20.04 packages and
# scikit-image's sample data (python3-skimage); their licences and authors: media/LICENSES.md.
#   apt-get install -y imagemagick ffmpeg python3-skimage lomiri-wallpapers-16.04 lomiri-wallpapers-20.04
# Each is cover-cropped to the size it has here (several 1080 px wide, like Instagram originals) and
# its renditions are made from that original: small 320, medium 640 and large 1280 px wide, never
# wider than the original (a 1080-wide original's large.jpg is 1080 wide), and a 640×640 square.
set -euo pipefail

cd "$(dirname "$0")"
MODE=${1:-images}
OUT=media
PHOTOS=${PHOTOS:-/usr/share/backgrounds}
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

case "$MODE" in
  images | videos | avatars) ;;
  all)
    [ -f "$FONT" ] || FONT=$(fc-match -f '%{file}' 'sans:bold')
    # Everything but LICENSES.md, which is written by hand.
    rm -rf "$OUT"/img-* "$OUT"/vid-* "$OUT"/avatars "$OUT"/products "$OUT"/manifest.json
    mkdir -p "$OUT"/avatars "$OUT"/products
    ;;
  *) echo "usage: make-media.sh [images|videos|avatars|all]" >&2; exit 2 ;;
esac

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
size_of() { identify -format '%wx%h' "$1"; }
video_size_of() { ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x "$1"; }

# Avatars are photos, as most members' are: a detail of photo N's square (a 256 px window at x,y of
# its 640 px), so no member wears a letter that is not their initial.
make_avatars() {
  echo "avatars"
  mkdir -p "$OUT"/avatars
  local AVATARS=(300:150 200:300 250:120 330:260 180:200 280:330 150:150 260:220) i=0 x y spec
  for spec in "${AVATARS[@]}"; do
    i=$((i + 1))
    IFS=: read -r x y <<<"$spec"
    convert "$OUT/img-0$i/square_medium.jpg" -crop "256x256+$x+$y" +repage -resize 128x128 -strip -quality 82 "$OUT/avatars/a-0$i.jpg"
  done
}
[ "$MODE" = avatars ] && { make_avatars; exit 0; }

MANIFEST_ITEMS=()

# JPEG settings for every photo file: progressive, 4:2:0, no metadata (no EXIF or GPS from a camera);
# the originals a little more compressed, as a CDN's are, to keep the committed media near 7 MB.
JPEG=(-strip -interlace Plane -sampling-factor 4:2:0 -quality 78)
ORIGINAL=(-strip -interlace Plane -sampling-factor 4:2:0 -quality 72)

# photo SLUG WIDTH HEIGHT LABEL SOURCE [CROP]
# SOURCE is a file in $PHOTOS; CROP an ImageMagick geometry (WxH+X+Y) of the part to keep before the
# cover crop to WIDTHxHEIGHT (centred), when the subject is not in the middle.
photo() {
  local slug=$1 w=$2 h=$3 label=$4 src="$PHOTOS/$5" crop=${6:-} dir="$OUT/$1"
  [ -f "$src" ] || { echo "missing $src: apt-get install -y lomiri-wallpapers-16.04 lomiri-wallpapers-20.04" >&2; exit 1; }
  rm -rf "$dir"
  mkdir -p "$dir"
  local pre=()
  [ -n "$crop" ] && pre=(-crop "$crop" +repage)
  convert "$src" -auto-orient "${pre[@]}" -resize "${w}x${h}^" -gravity center -extent "${w}x${h}" -colorspace sRGB "${ORIGINAL[@]}" "$dir/original.jpg"
  # '>' only shrinks: the large rendition of a 1080-wide original stays 1080 wide.
  convert "$dir/original.jpg" -resize '1280x>' "${JPEG[@]/78/76}" "$dir/large.jpg"
  convert "$dir/original.jpg" -resize 640x "${JPEG[@]}" "$dir/medium.jpg"
  convert "$dir/original.jpg" -resize 320x "${JPEG[@]}" "$dir/small.jpg"
  convert "$dir/original.jpg" -resize 640x640^ -gravity center -extent 640x640 "${JPEG[@]}" "$dir/square_medium.jpg"
  MANIFEST_ITEMS+=("{\"slug\":\"$slug\",\"type\":\"image\",\"label\":\"$label\",\"photo\":\"$5\",\"width\":$w,\"height\":$h,\"files\":{\"original\":\"$(size_of "$dir/original.jpg")\",\"large\":\"$(size_of "$dir/large.jpg")\",\"medium\":\"$(size_of "$dir/medium.jpg")\",\"small\":\"$(size_of "$dir/small.jpg")\",\"square_medium\":\"$(size_of "$dir/square_medium.jpg")\"}}")
  echo "  $slug ${w}x${h} $label"
}

# video SLUG WIDTH HEIGHT SECONDS CODEC LABEL SOURCE MOTION   (CODEC: vp8 | vp9)
# A phone-style clip made from a real photograph (SOURCE: a path; no synthetic footage): the camera
# pans or pushes in slowly over it. MOTION is a filter chain from the photo to frames of the clip's
# size (see pan and push below). Its stills are frames of the clip itself, one second in, as the
# service's video thumbnails are: thumb 320, medium 640 and big 1280 px wide, never wider than the clip.
video() {
  local slug=$1 w=$2 h=$3 secs=$4 codec=$5 label=$6 src=$7 motion=$8 dir="$OUT/$1"
  [ -f "$src" ] || { echo "missing $src: apt-get install -y python3-skimage lomiri-wallpapers-16.04" >&2; exit 1; }
  rm -rf "$dir"
  mkdir -p "$dir"
  local enc=(-c:v libvpx-vp9 -b:v 520k -minrate 200k -maxrate 640k -crf 44 -row-mt 1 -deadline good -cpu-used 4)
  [ "$codec" = vp8 ] && enc=(-c:v libvpx -b:v 560k -minrate 200k -maxrate 700k -crf 20 -deadline good -cpu-used 4)
  ff -loop 1 -framerate 24 -i "$src" -vf "format=rgb24,$motion,setsar=1,format=yuv420p" -t "$secs" -an "${enc[@]}" -g 48 "$dir/video.webm"
  local big=$((w < 1280 ? w : 1280)) medium=$((w < 640 ? w : 640)) thumb=$((w < 320 ? w : 320))
  ff -ss 1 -i "$dir/video.webm" -frames:v 1 -vf "scale=$big:-2:flags=lanczos" -q:v 4 "$dir/big.jpg"
  ff -ss 1 -i "$dir/video.webm" -frames:v 1 -vf "scale=$medium:-2:flags=lanczos" -q:v 4 "$dir/medium.jpg"
  ff -ss 1 -i "$dir/video.webm" -frames:v 1 -vf "scale=$thumb:-2:flags=lanczos" -q:v 4 "$dir/thumb.jpg"
  local bytes
  bytes=$(stat -c %s "$dir/video.webm")
  MANIFEST_ITEMS+=("{\"slug\":\"$slug\",\"type\":\"video\",\"label\":\"$label\",\"photo\":\"$(basename "$src")\",\"width\":$w,\"height\":$h,\"seconds\":$secs,\"codec\":\"$codec\",\"bytes\":$bytes,\"files\":{\"video\":\"$(video_size_of "$dir/video.webm")\",\"big\":\"$(size_of "$dir/big.jpg")\",\"medium\":\"$(size_of "$dir/medium.jpg")\",\"thumb\":\"$(size_of "$dir/thumb.jpg")\"}}")
  echo "  $slug ${w}x${h} ${secs}s $codec $((bytes / 1024)) KB $label"
}

# pan W H SECS CW CH X0 Y0 X1 Y1: a CWxCH window of the photo slides from (X0,Y0) to (X1,Y1) at an
# even speed and is scaled to WxH (CW:CH is W:H). In RGB, so the window moves by single pixels.
pan() { echo "crop=$4:$5:x='$6+($8-$6)*t/$3':y='$7+($9-$7)*t/$3',scale=$1:$2:flags=lanczos"; }
# push W H SECS FRAMES ZOOM CX CY [PRE]: the camera pushes in from the whole (pre-cropped) photo to
# ZOOM times closer, centred on (CX,CY) as fractions; the photo is first scaled 4x so the window's
# whole-pixel steps are invisible. PRE: a crop (W:H:X:Y) to the clip's aspect first.
push() {
  local pre=${8:+crop=$8,}
  echo "${pre}scale=iw*4:ih*4:flags=lanczos,zoompan=z='1+($5-1)*on/$4':x='(iw-iw/zoom)*$6':y='(ih-ih/zoom)*$7':d=1:s=$1x$2:fps=24"
}

if [ "$MODE" = videos ]; then
  # Keep the committed photos' entries as they are.
  while IFS= read -r line; do
    MANIFEST_ITEMS+=("$(sed -E 's/^ *//; s/,$//' <<<"$line")")
  done < <(grep '"type":"image"' "$OUT/manifest.json")
else
  echo "photos"
  photo img-01 2048 1365 "Trail to the peaks" picosdeeuropa_by_Aitzol_Berasategi.jpg
  photo img-02 1080 1350 "Nuthatch on the path" Kleiber_by_Lukas_Baubkus.jpg 2713x3391+1400+0
  photo img-03 1080 1080 "Summit sunset" sunset_by_Aitzol_Berasategi.jpg
  photo img-04 2048 1536 "Autumn meadow under the ridge" aitzgorri_by_Aitzol_Berasategi.jpg
  photo img-05 1440 1800 "Forest stream" life_by_Aitzol_Berasategi.jpg
  photo img-06 1080 1350 "Two dogs at the cabin door" friends_by_Aitzol_Berasategi.jpg
  photo img-07 1080 1080 "Figs for breakfast" Picture_0B_by_freespace.jpg
  photo img-08 1536 2048 "Cabin evening" Wine_by_Jakkub_Mede.jpg
  photo img-09 1920 1080 "Dandelions at golden hour" seeding_by_Clements_Engelhardt.jpg
  photo img-10 2400 1350 "Under the bridge at low tide" Bridge_by_Sander_Klootwijk.jpg
  photo img-11 1080 1080 "Brushes on the workbench" Picture_1A_by_freespace.jpg
  photo img-12 1620 2160 "Tree in full leaf" Dragonfly_by_Bolly.jpg
fi

if [ "$MODE" = images ]; then
  # Keep the committed videos' entries as they are.
  while IFS= read -r line; do
    MANIFEST_ITEMS+=("$(sed -E 's/^ *//; s/,$//' <<<"$line")")
  done < <(grep '"type":"video"' "$OUT/manifest.json")
else
  # Clips made from real photographs (media/LICENSES.md): two from the lomiri packages, framed
  # differently from their photo tiles (a landscape push-in on the stream, a vertical pan across the
  # peaks), two from scikit-image's CC0 sample photographs (apt-get install -y python3-skimage). The
  # small ones are as large as their photo allows without blurring.
  SKIMAGE=${SKIMAGE:-/usr/lib/python3/dist-packages/skimage/data}
  echo "videos"
  video vid-01 960 540 3 vp9 "Waterfall in the beech wood" "$PHOTOS/life_by_Aitzol_Berasategi.jpg" \
    "crop=3088:1737:0:160,scale=1920:1080:flags=lanczos,$(push 960 540 3 72 1.12 0.5 0.55)"
  video vid-02 720 1280 4 vp9 "Panorama from the col" "$PHOTOS/picosdeeuropa_by_Aitzol_Berasategi.jpg" \
    "$(pan 720 1280 4 1101 1958 500 120 1700 120)"
  video vid-03 540 540 3 vp8 "Espresso before the climb" "$SKIMAGE/coffee.png" \
    "crop=400:400:20:0,$(push 540 540 3 72 1.15 0.45 0.4)"
  video vid-04 640 360 2.5 vp8 "The camp cat keeping watch" "$SKIMAGE/chelsea.png" \
    "crop=451:254:0:10,$(push 640 360 2.5 60 1.12 0.5 0.45)"
fi

if [ "$MODE" = all ]; then
  make_avatars
  echo "products"
  PRODUCTS=("p-01:Trail Runner 42:0x2d4a6e:0x8fb3d9" "p-02:Ridge Shell Jacket:0x6e2d2d:0xd98f8f"
    "p-03:Summit Pack 30L:0x2d6e45:0x8fd9a8" "p-04:Enamel Camp Mug:0x6e5a2d:0xd9c48f"
    "p-05:Merino Trail Socks:0x4a2d6e:0xb38fd9" "p-06:Lumen 400 Headlamp:0x2d2d2d:0xa0a0a0")
  for spec in "${PRODUCTS[@]}"; do
    IFS=: read -r slug name c0 c1 <<<"$spec"
    ff -f lavfi -i "gradients=s=800x800:n=2:seed=5:type=radial:c0=$c1:c1=$c0" -frames:v 1 \
      -vf "drawtext=fontfile=$FONT:text='$name':fontsize=52:fontcolor=white:x=(w-tw)/2:y=(h-th)/2:shadowcolor=black@0.5:shadowx=2:shadowy=2" \
      -q:v 5 "$OUT/products/$slug.jpg"
    ff -i "$OUT/products/$slug.jpg" -vf "scale=200:200:flags=lanczos" -q:v 4 "$OUT/products/$slug-thumb.jpg"
  done
fi

{
  echo '{"comment":"Generated by make-media.sh: the real pixel sizes of the committed files (WxH).","sources":['
  n=${#MANIFEST_ITEMS[@]}
  for ((k = 0; k < n; k++)); do
    sep=','
    [ $((k + 1)) -eq "$n" ] && sep=''
    echo "  ${MANIFEST_ITEMS[$k]}$sep"
  done
  echo ']}'
} >"$OUT/manifest.json"

du -sh "$OUT"
