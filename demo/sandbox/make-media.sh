#!/usr/bin/env bash
# Regenerates demo/sandbox/media/: the image renditions, videos, stills, avatars and product shots the
# sandbox serves, plus media/manifest.json (real pixel sizes, read by fixtures.js).
#
# Run once by hand (needs ffmpeg + ffprobe with libvpx and drawtext); the output is committed because
# CI has no ffmpeg. Everything is drawn from lavfi sources with fixed seeds, so it is repeatable.
#   bash demo/sandbox/make-media.sh
set -euo pipefail

cd "$(dirname "$0")"
OUT=media
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$FONT" ] || FONT=$(fc-match -f '%{file}' 'sans:bold')

rm -rf "$OUT"
mkdir -p "$OUT"/avatars "$OUT"/products

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
size_of() { ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x "$1"; }

# Photo grade shared by every still: soft focus, a little vignette and film grain, and a caption
# burnt in so each source is recognisable in the demo and in screenshots.
grade() { # $1 label, $2 grain, $3 seed
  local fs='h/34'
  echo "vignette=PI/5,noise=alls=$2:allf=u:all_seed=$3,drawtext=fontfile=$FONT:text='$1':fontsize=$fs:fontcolor=white@0.9:x=w/28:y=h-th-h/24:shadowcolor=black@0.6:shadowx=2:shadowy=2"
}

MANIFEST_ITEMS=()

# image SLUG WIDTH HEIGHT LABEL GRAIN FILTERGRAPH
# FILTERGRAPH is a lavfi graph whose last output is labelled [base], any size (it is cover-cropped).
image() {
  local slug=$1 w=$2 h=$3 label=$4 grain=$5 graph=$6 dir="$OUT/$1"
  mkdir -p "$dir"
  ff -filter_complex "$graph;[base]scale=$w:$h:force_original_aspect_ratio=increase:flags=bicubic,crop=$w:$h,setsar=1,$(grade "$label" "$grain" "${slug#img-}")[out]" \
    -map '[out]' -frames:v 1 -q:v 6 "$dir/original.jpg"
  ff -i "$dir/original.jpg" -vf "scale=1280:-2:flags=lanczos" -q:v 5 "$dir/large.jpg"
  ff -i "$dir/original.jpg" -vf "scale=640:-2:flags=lanczos" -q:v 4 "$dir/medium.jpg"
  ff -i "$dir/original.jpg" -vf "scale=320:-2:flags=lanczos" -q:v 4 "$dir/small.jpg"
  ff -i "$dir/original.jpg" -vf "crop='min(iw,ih)':'min(iw,ih)',scale=640:640:flags=lanczos" -q:v 4 "$dir/square_medium.jpg"
  MANIFEST_ITEMS+=("{\"slug\":\"$slug\",\"type\":\"image\",\"label\":\"$label\",\"width\":$w,\"height\":$h,\"files\":{\"original\":\"$(size_of "$dir/original.jpg")\",\"large\":\"$(size_of "$dir/large.jpg")\",\"medium\":\"$(size_of "$dir/medium.jpg")\",\"small\":\"$(size_of "$dir/small.jpg")\",\"square_medium\":\"$(size_of "$dir/square_medium.jpg")\"}}")
  echo "  $slug ${w}x${h} $label"
}

# video SLUG WIDTH HEIGHT SECONDS CODEC LABEL FILTERGRAPH   (CODEC: vp8 | vp9; graph ends in [base])
video() {
  local slug=$1 w=$2 h=$3 secs=$4 codec=$5 label=$6 graph=$7 dir="$OUT/$1"
  mkdir -p "$dir"
  local enc=(-c:v libvpx-vp9 -b:v 520k -minrate 200k -maxrate 640k -crf 38 -row-mt 1 -deadline good -cpu-used 4)
  [ "$codec" = vp8 ] && enc=(-c:v libvpx -b:v 560k -minrate 200k -maxrate 700k -crf 20 -deadline good -cpu-used 4)
  ff -filter_complex "$graph;[base]scale=$w:$h:force_original_aspect_ratio=increase,crop=$w:$h,setsar=1,fps=24,drawtext=fontfile=$FONT:text='$label':fontsize=h/22:fontcolor=white@0.9:x=w/24:y=h-th-h/20:shadowcolor=black@0.6:shadowx=2:shadowy=2,format=yuv420p[out]" \
    -map '[out]' -t "$secs" -an "${enc[@]}" -g 48 "$dir/video.webm"
  ff -ss 1 -i "$dir/video.webm" -frames:v 1 -vf "scale=1280:-2:flags=lanczos" -q:v 5 "$dir/big.jpg"
  ff -ss 1 -i "$dir/video.webm" -frames:v 1 -vf "scale=640:-2:flags=lanczos" -q:v 4 "$dir/medium.jpg"
  ff -ss 1 -i "$dir/video.webm" -frames:v 1 -vf "scale=320:-2:flags=lanczos" -q:v 4 "$dir/thumb.jpg"
  local bytes
  bytes=$(stat -c %s "$dir/video.webm")
  MANIFEST_ITEMS+=("{\"slug\":\"$slug\",\"type\":\"video\",\"label\":\"$label\",\"width\":$w,\"height\":$h,\"seconds\":$secs,\"codec\":\"$codec\",\"bytes\":$bytes,\"files\":{\"video\":\"$(size_of "$dir/video.webm")\",\"big\":\"$(size_of "$dir/big.jpg")\",\"medium\":\"$(size_of "$dir/medium.jpg")\",\"thumb\":\"$(size_of "$dir/thumb.jpg")\"}}")
  echo "  $slug ${w}x${h} ${secs}s $codec $((bytes / 1024)) KB $label"
}

echo "images"
image img-01 2400 1600 "Ridge at dusk" 9 \
  "mandelbrot=s=1200x800:start_x=-0.743643887:start_y=0.131825904:start_scale=0.004:maxiter=900[m];[m]gblur=sigma=1.2,eq=saturation=0.75:gamma=1.15,colorbalance=rs=0.25:gs=0.05:bs=-0.2[base]"
image img-02 1600 2400 "Trail shoes on wet rock" 12 \
  "gradients=s=800x1200:n=5:seed=2:type=radial:c0=0x1d3b2a:c1=0x6f8f4e:c2=0xc9b68a:c3=0x2c2a26:c4=0x8a4b2a[g];life=s=200x300:seed=7:mold=12:life_color=0xe0d0b0:death_color=0x202018:mold_color=0x5a4630,trim=start_frame=30,setpts=PTS-STARTPTS,scale=800:1200:flags=bicubic,gblur=sigma=6[l];[g]format=gbrp[gx];[l]format=gbrp[lx];[gx][lx]blend=all_mode=softlight,eq=contrast=1.1[base]"
image img-03 2000 2000 "Campfire stories" 10 \
  "mandelbrot=s=1000x1000:start_x=-0.7453:start_y=0.1127:start_scale=0.0065:maxiter=700[m];[m]hue=h=-25:s=1.3,gblur=sigma=1.5,eq=gamma=0.9:contrast=1.15[base]"
image img-04 2048 1536 "Morning fog over the lake" 8 \
  "life=s=256x192:seed=11:mold=25:ratio=0.3:life_color=0xf0f4f8:death_color=0x4a5a6a:mold_color=0x8fa2b5,trim=start_frame=40,setpts=PTS-STARTPTS,scale=1024x768:flags=bicubic,gblur=sigma=12[l];gradients=s=1024x768:n=2:seed=4:x0=0:y0=0:x1=0:y1=767:c0=0xdde6ee:c1=0x3f5465[g];[g]format=gbrp[gx];[l]format=gbrp[lx];[gx][lx]blend=all_mode=overlay,eq=saturation=0.6[base]"
image img-05 1600 2000 "Forest floor" 14 \
  "cellauto=s=320x400:rule=110:seed=5:full=1,scale=800x1000:flags=bicubic,gblur=sigma=3[c];gradients=s=800x1000:n=3:seed=8:c0=0x1f3d1a:c1=0x6b8e23:c2=0x3b2f1e[g];[g]format=gbrp[gx];[c]format=gbrp[cx];[gx][cx]blend=all_mode=multiply:all_opacity=0.55,eq=gamma=1.2:saturation=1.1[base]"
image img-06 1920 1080 "Lake panorama" 9 \
  "gradients=s=960x540:n=3:seed=21:x0=0:y0=0:x1=0:y1=300:c0=0x8ec5ff:c1=0xf6d6a8:c2=0x35627f[g];mandelbrot=s=960x540:start_x=-1.25066:start_y=0.02012:start_scale=0.0009:maxiter=600,hue=s=0.4,gblur=sigma=2[m];[g]format=gbrp[gx];[m]format=gbrp[mx];[gx][mx]blend=all_mode=overlay:all_opacity=0.6[base]"
image img-07 1536 2048 "Summit selfie" 11 \
  "mandelbrot=s=768x1024:start_x=0.2801:start_y=0.0089:start_scale=0.012:maxiter=800[m];[m]hue=h=200:s=0.9,gblur=sigma=1.4,eq=gamma=1.1[base]"
image img-08 1800 1800 "Gear flat lay" 10 \
  "testsrc2=s=900x900,trim=start_frame=9,setpts=PTS-STARTPTS,gblur=sigma=5,hue=s=0.55[t];gradients=s=900x900:n=2:seed=3:c0=0xe8dcc8:c1=0x9a8a70[g];[g]format=gbrp[gx];[t]format=gbrp[tx];[gx][tx]blend=all_mode=softlight,eq=contrast=1.05[base]"
image img-09 2400 1350 "Coastline run" 9 \
  "mandelbrot=s=1200x675:start_x=-0.1011:start_y=0.9563:start_scale=0.02:maxiter=700[m];[m]hue=h=160:s=0.8,gblur=sigma=1.3[base]"
image img-10 1620 2160 "City run at night" 13 \
  "cellauto=s=270x360:rule=30:seed=13:full=1,scale=810x1080:flags=bicubic,gblur=sigma=4[c];gradients=s=810x1080:n=3:seed=31:type=circular:c0=0x101830:c1=0x6a2c70:c2=0xf08a5d[g];[g]format=gbrp[gx];[c]format=gbrp[cx];[gx][cx]blend=all_mode=screen:all_opacity=0.45[base]"
image img-11 2200 1650 "Tent under the stars" 10 \
  "life=s=440x330:seed=17:ratio=0.05:mold=40:life_color=0xfff8e0:death_color=0x050a18:mold_color=0x1c2a50,trim=start_frame=5,setpts=PTS-STARTPTS,scale=1100x825:flags=bicubic,gblur=sigma=1.5[l];gradients=s=1100x825:n=2:seed=9:x0=0:y0=0:x1=0:y1=824:c0=0x0a1030:c1=0x3a2a40[g];[g]format=gbrp[gx];[l]format=gbrp[lx];[gx][lx]blend=all_mode=lighten[base]"
image img-12 1600 2400 "Sandstone canyon" 15 \
  "gradients=s=800x1200:n=4:seed=44:type=spiral:speed=0.02:c0=0xc8643c:c1=0xe6a46e:c2=0x8c3c28:c3=0xf2d2a0,format=gbrp,gblur=sigma=8[g];cellauto=s=200x300:rule=90:seed=3:full=1,scale=800x1200:flags=bicubic,gblur=sigma=2[c];[g]format=gbrp[gx];[c]format=gbrp[cx];[gx][cx]blend=all_mode=overlay:all_opacity=0.35[base]"

echo "videos"
video vid-01 1280 720 3 vp9 "Waterfall" \
  "mandelbrot=s=640x360:r=24:start_x=-0.743643887:start_y=0.131825904:start_scale=0.02:end_scale=0.004:end_pts=72:maxiter=500[m];[m]hue=h=170:s=0.8,gblur=sigma=1[base]"
video vid-02 720 1280 4 vp9 "Unboxing the pack" \
  "gradients=s=360x640:r=24:n=4:seed=5:speed=0.05:c0=0xf2e8d5:c1=0xd28c5a:c2=0x3a5a40:c3=0x222222[g];life=s=90x160:r=24:seed=3:mold=10:life_color=0xffffff:death_color=0x000000:mold_color=0x404040,scale=360x640:flags=bicubic,gblur=sigma=3[l];[g]format=gbrp[gx];[l]format=gbrp[lx];[gx][lx]blend=all_mode=softlight[base]"
video vid-03 1080 1080 3 vp8 "Trail time-lapse" \
  "life=s=90x90:r=12:seed=21:mold=20:life_color=0xd8f0c0:death_color=0x14301c:mold_color=0x4a7a3a,scale=540x540:flags=bicubic,gblur=sigma=5[base]"
video vid-04 1280 720 2.5 vp8 "Campfire crackle" \
  "testsrc2=s=640x360:r=24,gblur=sigma=6,hue=h=-30:s=0.6[t];gradients=s=640x360:r=24:n=3:seed=12:speed=0.08:c0=0x2a0a00:c1=0xff8a20:c2=0x601808[g];[g]format=gbrp[gx];[t]format=gbrp[tx];[gx][tx]blend=all_mode=overlay[base]"

echo "avatars"
AVATARS=(A:0x3b6ea5:0x9ec5f0 B:0x7a3b69:0xe0a3c8 C:0x2f6b3a:0xa8d8a0 D:0x8a5a1a:0xf0c878 E:0x444a5a:0xb8c0d0 F:0xa33b3b:0xf0a090 G:0x1f5c5c:0x88d0c8 H:0x5a3a8a:0xc0a8f0)
i=0
for spec in "${AVATARS[@]}"; do
  i=$((i + 1))
  IFS=: read -r letter c0 c1 <<<"$spec"
  ff -f lavfi -i "gradients=s=128x128:n=2:seed=$i:c0=$c0:c1=$c1" -frames:v 1 \
    -vf "drawtext=fontfile=$FONT:text='$letter':fontsize=64:fontcolor=white:x=(w-tw)/2:y=(h-th)/2" \
    -q:v 4 "$OUT/avatars/a-0$i.jpg"
done

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
