# Guest test steps, sourced by /init (busybox ash). A step is KIND:NAME[:ARG...]; it reports the
# one check NAME, either with `@@RESULT NAME PASS|FAIL|SKIP text` or, for a screendump, by
# printing `@@DUMP NAME W H` (itself or through vitrine-demo) and letting the host compare.
# Output that waits for the host is followed by reading one line from /dev/console.
#
# "Pending" features: when vitrine-demo lacks an option the step needs (checked in its --help), or
# says its drm backend "is not built yet", the step reports SKIP with that reason, and with
# guest.strict=1 on the kernel command line (run-vm's default; GUEST_STRICT=0 turns it off) FAIL.

DEMO=/usr/bin/vitrine-demo
STRICT=0
grep -q 'guest.strict=1' /proc/cmdline && STRICT=1

result() { echo "@@RESULT $1 $2 $3"; }
up() { cut -d' ' -f1 /proc/uptime; }
# pending NAME REASON: SKIP (or FAIL with guest.strict=1) for a feature the demo does not have yet.
pending() { if [ $STRICT = 1 ]; then result "$1" FAIL "$2"; return 1; fi; result "$1" SKIP "$2"; }

demo_help() { [ -f /tmp/help.txt ] || $DEMO --help >/tmp/help.txt 2>&1; cat /tmp/help.txt; }
# missing_opts OPT...: the options vitrine-demo --help does not list
missing_opts() { m=; for o in "$@"; do demo_help | grep -q -- "$o" || m="$m $o"; done; echo "${m# }"; }

# demo NAME ARGS...: run vitrine-demo with stdin/stdout on the console (it speaks @@DUMP itself);
# stderr goes to the console too, and is kept in /tmp/NAME.err. Returns its exit code.
demo() {
    name=$1; shift
    rm -f /tmp/err.fifo; mkfifo /tmp/err.fifo
    tee /tmp/"$name".err </tmp/err.fifo &
    teepid=$!
    $DEMO "$@" </dev/console >/dev/console 2>/tmp/err.fifo
    drc=$?
    wait $teepid
    return $drc
}
# judge NAME RC: the result of a demo run that reports through the host (or pending/FAIL)
judge() {
    [ "$2" = 0 ] && return 0
    if grep -q 'not built yet' /tmp/"$1".err 2>/dev/null; then
        pending "$1" "vitrine-demo: $(grep -o 'the [a-z]* backend is not built yet' /tmp/"$1".err | head -1)"; return
    fi
    result "$1" FAIL "vitrine-demo exited rc=$2: $(tail -1 /tmp/"$1".err 2>/dev/null)"; return 1
}

step_help() { # help:NAME: the binary starts in the guest (libraries, Foundation) and exits 0
    $DEMO --help >/tmp/help.txt 2>&1; rc=$?
    [ $rc = 0 ] && result "$1" PASS "vitrine-demo --help exit 0, $(wc -l </tmp/help.txt) lines" \
                || { cat /tmp/help.txt; result "$1" FAIL "vitrine-demo --help exit $rc"; return 1; }
}

step_headless() { # headless:NAME[:WxH]: the headless backend renders the showcase in the guest
    size=${2:-1280x800}
    out=$($DEMO --backend headless --size "$size" --scene showcase --frames "$FRAMES" --screenshot /tmp/"$1".png 2>&1); rc=$?
    echo "$out"
    line=$(echo "$out" | grep 'frames in' | tail -1)
    [ $rc = 0 ] && [ -s /tmp/"$1".png ] && result "$1" PASS "${line#vitrine-demo: }" \
                || { result "$1" FAIL "rc=$rc"; return 1; }
}

step_drm_smoke() { # drm-smoke:NAME: `vitrine-demo --backend drm` runs FRAMES frames, exit 0
    demo "$1" --backend drm --scene showcase --frames "$FRAMES"; rc=$?
    judge "$1" $rc || return 1
    [ $rc = 0 ] || return 0
    result "$1" PASS "vitrine-demo --backend drm: $FRAMES frames, exit 0"
}

step_fbpattern() { # fbpattern:NAME: 8 colour bands into /dev/fb0 (fbcon's framebuffer), host compares
    [ -e /dev/fb0 ] || { result "$1" FAIL "no /dev/fb0"; return 1; }
    echo 0 > /sys/class/graphics/fbcon/cursor_blink 2>/dev/null
    printf '\033[?25l' > /dev/tty1 2>/dev/null
    w=$(cut -d, -f1 /sys/class/graphics/fb0/virtual_size)
    h=$(cut -d, -f2 /sys/class/graphics/fb0/virtual_size)
    stride=$(cat /sys/class/graphics/fb0/stride)
    # XRGB8888 little endian is B G R X: each pixel is 3 band bytes (B, G, R) plus '\n' (X, ignored).
    # One awk builds the frame (forks cost ~30 ms each under TCG); one cat writes it (many small
    # writes to virtio-gpu's fbdev left the last column stale in a trial).
    awk -v h="$h" -v stride="$stride" 'BEGIN {
        split("!!~ !~! ~!! ~~! !~~ ~!~ ~~~ !!!", c, " "); band = int(h / 8)
        for (i = 1; i <= 8; i++) {
            row = c[i] "\n"; while (length(row) < stride) row = row row; row = substr(row, 1, stride)
            n = (i < 8) ? band : h - 7 * band
            for (r = 0; r < n; r++) printf "%s", row
        } }' > /tmp/frame
    cat /tmp/frame > /dev/fb0
    rm -f /tmp/frame
    sleep 0.3   # fbdev emulation flushes damage from a worker
    echo "@@DUMP $1 $w $h"; read -r _ </dev/console
}

step_showcase() { # showcase:NAME[:WxH]: the demo on drm, host screendump == headless reference
    miss=$(missing_opts --card --mode --hold --screenshot-name)
    [ -z "$miss" ] || { pending "$1" "vitrine-demo has no $miss yet"; return; }
    name=$1; mode=${2:-}
    if [ -n "$mode" ]; then set -- --mode "$mode"; else set --; fi
    demo "$name" --backend drm --card /dev/dri/card0 "$@" --scene showcase --frames "$FRAMES" --hold --screenshot-name "$name"
    judge "$name" $?
}

step_vncmirror() { # vncmirror:NAME[:SCENE]: the demo on drm with the VNC mirror (--vnc) on 0.0.0.0:5900 (not loopback: the password file /etc/vitrine/vnc-passwords, 0600), the guest on virtio-net at 10.0.2.15; host screendump == headless reference, and the host's vncdotool capture through qemu's forwarded loopback port == the screendump (NAME-vnc)
    miss=$(missing_opts --vnc-listen --vnc-password-file)
    [ -z "$miss" ] || { pending "$1" "vitrine-demo has no $miss yet"; return; }
    name=$1; scene=${2:-showcase}
    guest_net || { result "$name" FAIL "no eth0 (virtio-net): $(ls /sys/class/net | tr '\n' ' ')"; return 1; }
    echo "@@LOG eth0 $(ip -4 addr show dev eth0 | sed -n 's/.*inet \([^ ]*\).*/\1/p') t=$(up)"
    demo "$name" --backend drm --card /dev/dri/card0 --scene "$scene" --frames "$FRAMES" --hold --screenshot-name "$name" \
        --vnc --vnc-listen 0.0.0.0:5900 --vnc-password-file /etc/vitrine/vnc-passwords
    judge "$name" $?
}

# guest_net: virtio-net up at 10.0.2.15/24 (qemu's user network, run-vm --vnc-forward)
guest_net() {
    [ -e /sys/class/net/eth0 ] && ip -4 addr show dev eth0 | grep -q 10.0.2.15 && return 0
    modprobe virtio_net || return 1
    n=0; while [ ! -e /sys/class/net/eth0 ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    ip link set lo up
    ip addr add 10.0.2.15/24 dev eth0 && ip link set eth0 up
}

step_vncclick() { # vncclick:NAME: the tap scene on drm with the VNC mirror on 0.0.0.0:5900; the host clicks the button with vncdotool (@@VNCCLICK) through qemu's forward; the demo counts the tap (remote input on the real input path), and the host's screendump == headless after one tap
    miss=$(missing_opts --vnc-listen --vnc-password-file --until-stopped)
    [ -z "$miss" ] || { pending "$1" "vitrine-demo has no $miss yet"; return; }
    name=$1
    guest_net || { result "$name" FAIL "no eth0 (virtio-net): $(ls /sys/class/net | tr '\n' ' ')"; return 1; }
    rm -f /tmp/ready
    $DEMO --backend drm --card /dev/dri/card0 --scene tap --until-stopped --ready-file /tmp/ready \
        --vnc --vnc-listen 0.0.0.0:5900 --vnc-password-file /etc/vitrine/vnc-passwords >/tmp/"$name".out 2>/tmp/"$name".err &
    dpid=$!
    n=0; while [ ! -s /tmp/ready ] && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done
    [ -s /tmp/ready ] || { kill $dpid; result "$name" FAIL "the tap scene did not come up: $(tail -1 /tmp/"$name".err)"; return 1; }
    set -- $(cat /tmp/ready)   # the button's centre on the panel
    echo "@@VNCCLICK $name $1 $2"; read -r _ </dev/console
    n=0; while ! grep -q 'tap scene: 1 tap' /tmp/"$name".err && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    if ! grep -q 'tap scene: 1 tap' /tmp/"$name".err; then
        kill $dpid; wait $dpid
        result "$name" FAIL "the VNC click did not reach the button: $(grep -i vnc /tmp/"$name".err | tail -2 | tr '\n' ' ')"; return 1
    fi
    echo "@@LOG $(grep 'touch down' /tmp/"$name".err | head -1)"
    sleep 1.5   # the tapped look drawn and scanned out
    echo "@@DUMP $name 1280 800"; read -r _ </dev/console
    kill -TERM $dpid; wait $dpid; drc=$?
    [ $drc = 0 ] || result "$name" FAIL "vitrine-demo exited rc=$drc on SIGTERM: $(tail -1 /tmp/"$name".err)"
}

step_layout() { # layout:NAME[:WxH]: the Auto Layout scene on drm, host screendump == headless reference
    name=$1; mode=${2:-}
    if [ -n "$mode" ]; then set -- --mode "$mode"; else set --; fi
    demo "$name" --backend drm --card /dev/dri/card0 "$@" --scene layout --frames "$FRAMES" --hold --screenshot-name "$name"
    judge "$name" $?
}

step_scene() { # scene:NAME:SCENE[:WxH[:ROTATION]]: a demo scene on drm (optionally on a panel mounted at ROTATION), host screendump == headless reference
    name=$1; scene=$2; mode=${3:-}; rot=${4:-}
    set --
    [ -n "$mode" ] && set -- "$@" --mode "$mode"
    [ -n "$rot" ] && set -- "$@" --rotation "$rot"
    demo "$name" --backend drm --card /dev/dri/card0 "$@" --scene "$scene" --frames "$FRAMES" --hold --screenshot-name "$name"
    judge "$name" $?
}

step_table() { # table:NAME[:WxH]: the table scene (scrolled by moving pixels, a row swiped open) on drm, host screendump == headless reference
    name=$1; mode=${2:-}
    if [ -n "$mode" ]; then set -- --mode "$mode"; else set --; fi
    demo "$name" --backend drm --card /dev/dri/card0 "$@" --scene table --frames "$FRAMES" --hold --screenshot-name "$name"
    judge "$name" $?
}

# textinput:NAME:MODE:KEYS[:WxH]: the text-input scene on drm types KEYS by tapping the
# on-screen keyboard's keys (--type, through the input router) in MODE (en|ko|ja|zh); the host
# compares the screendump with the headless reference, and the text the demo prints last must
# be KEYS itself in English, 한글 for the Korean keys gksrmf, 東京 for the Japanese toukyou
# (then space: anthy converts; then a tap on the candidate strip's first entry) and 北京 for
# the Chinese beijing (rime's first candidate, tapped) (NAME-text; the kernel command line
# carries ASCII only).
step_textinput() {
    name=$1; mode=$2; keys=$3; size=${4:-}
    case $mode:$keys in ko:gksrmf) expect=한글 ;; ja:toukyou) expect=東京 ;; zh:beijing) expect=北京 ;; *) expect=$keys ;; esac
    if [ -n "$size" ]; then set -- --mode "$size"; else set --; fi
    case $mode in
        ja) keys="$keys "; set -- "$@" --choose-candidate 0 ;;
        zh) set -- "$@" --choose-candidate 0 ;;
    esac
    rm -f /tmp/err.fifo /tmp/"$name".out; mkfifo /tmp/err.fifo
    tee /tmp/"$name".err </tmp/err.fifo &
    teepid=$!
    { $DEMO --backend drm --card /dev/dri/card0 "$@" --scene text-input --keyboard on --input none \
        --input-mode "$mode" --type "$keys" --print-text --screenshot-name "$name" </dev/console 2>/tmp/err.fifo; \
      echo $? >/tmp/demo.rc; } | tee /tmp/"$name".out >/dev/console
    wait $teepid
    rc=$(cat /tmp/demo.rc)
    judge "$name" "$rc" || return 1
    got=$(tail -1 /tmp/"$name".out)
    if [ "$got" = "$expect" ]; then
        result "$name-text" PASS "--type $keys ($mode) typed '$got'"
    else
        result "$name-text" FAIL "--type $keys ($mode) typed '$got', expected '$expect'"; return 1
    fi
}

# textkeys:NAME: hardware typing on drm: a uinput device (touch and keys, read through libinput
# and xkb's us layout) taps the name field, types h i, the Hangul key (KEY_HANGEUL) and g k s r m f;
# the field must read "hi한글" (the on-screen keyboard stays hidden: a keyboard is attached).
step_textkeys() {
    name=$1
    rm -f /tmp/tcmd /tmp/tdev /tmp/ready /tmp/demo.rc /tmp/"$name".out; mkfifo /tmp/tcmd
    uinput-touch 1280 800 </tmp/tcmd >/tmp/tdev 2>/tmp/"$name".uinput &
    exec 7>/tmp/tcmd
    n=0; while [ ! -s /tmp/tdev ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    dev=$(head -1 /tmp/tdev)
    [ -n "$dev" ] || { exec 7>&-; result "$name" FAIL "uinput-touch made no device: $(cat /tmp/"$name".uinput)"; return 1; }
    ( $DEMO --backend drm --card /dev/dri/card0 --scene text-input --keyboard auto --input "$dev" \
        --ready-file /tmp/ready --exit-after-keys 9 --print-text >/tmp/"$name".out 2>/tmp/"$name".err; echo $? >/tmp/demo.rc ) &
    dpid=$!
    n=0; while [ ! -s /tmp/ready ] && [ ! -s /tmp/demo.rc ] && [ $n -lt 150 ]; do sleep 0.1; n=$((n + 1)); done
    if [ -s /tmp/ready ]; then
        set -- $(cat /tmp/ready)   # the name field's centre (panel pixels)
        echo "tap $1 $2" >&7
        sleep 1
        for k in 35 23 122 34 37 31 19 50 33; do echo "key $k" >&7; sleep 0.2; done
    fi
    n=0; while kill -0 $dpid 2>/dev/null && [ $n -lt 200 ]; do sleep 0.1; n=$((n + 1)); done
    kill $dpid 2>/dev/null
    echo quit >&7; exec 7>&-
    wait
    got=$(tail -1 /tmp/"$name".out)
    if [ "$(cat /tmp/demo.rc 2>/dev/null)" = 0 ] && [ "$got" = "hi한글" ]; then
        result "$name" PASS "tap on the field, then KEY_H KEY_I KEY_HANGEUL g k s r m f typed '$got'"
    else
        cat /tmp/"$name".err /tmp/"$name".uinput
        result "$name" FAIL "typed '$got' (rc $(cat /tmp/demo.rc 2>/dev/null), field at $(cat /tmp/ready 2>/dev/null))"; return 1
    fi
}

step_fbdev() { # fbdev:NAME: the demo on /dev/fb0 (the DRM driver's fbdev emulation), host screendump == headless reference
    echo 0 > /sys/class/graphics/fbcon/cursor_blink 2>/dev/null
    printf '\033[?25l' > /dev/tty1 2>/dev/null
    demo "$1" --backend fbdev --fb /dev/fb0 --scene showcase --frames "$FRAMES" --hold --screenshot-name "$1"
    judge "$1" $?
}

step_writeback() { # writeback:NAME: (vkms) the demo reads its output back through the writeback connector
    [ -f /etc/vkms.skip ] && { result "$1" SKIP "$(cat /etc/vkms.skip)"; return; }
    demo "$1" --backend drm --card /dev/dri/card0 --scene showcase --frames "$FRAMES" --writeback-check "$1"
    judge "$1" $?
}

# touch:NAME:ACTION[:ROTATION]: a uinput touchscreen (made in the guest, read through libinput)
# drives the demo's tap scene on DRM; ACTION is tap (the button) or pan (the square, +200 px
# on the panel's x); the host compares the screendump with the headless render of the same input.
step_touch() {
    name=$1; action=$2; rot=${3:-0}
    rm -f /tmp/tcmd /tmp/tdev /tmp/ready /tmp/demo.rc; mkfifo /tmp/tcmd
    uinput-touch 1280 800 </tmp/tcmd >/tmp/tdev 2>/tmp/"$name".uinput &
    exec 7>/tmp/tcmd
    n=0; while [ ! -s /tmp/tdev ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    dev=$(head -1 /tmp/tdev)
    [ -n "$dev" ] || { exec 7>&-; result "$name" FAIL "uinput-touch made no device: $(cat /tmp/"$name".uinput)"; return 1; }
    case $action in tap) exit_opt="--exit-after-taps 1" ;; *) exit_opt="--exit-after-pans 1" ;; esac
    ( demo "$name" --backend drm --card /dev/dri/card0 --rotation "$rot" --scene tap --input "$dev" \
        $exit_opt --ready-file /tmp/ready --screenshot-name "$name"; echo $? >/tmp/demo.rc ) &
    dpid=$!
    n=0; while [ ! -s /tmp/ready ] && [ ! -s /tmp/demo.rc ] && [ $n -lt 150 ]; do sleep 0.1; n=$((n + 1)); done
    if [ -s /tmp/ready ]; then
        set -- $(cat /tmp/ready)   # button x y, square x y (panel pixels)
        if [ "$action" = tap ]; then echo "tap $1 $2" >&7; else echo "drag $3 $4 $(($3 + 200)) $4 10" >&7; fi
    fi
    wait $dpid
    echo quit >&7; exec 7>&-
    wait
    judge "$name" "$(cat /tmp/demo.rc 2>/dev/null || echo 1)"
}

# keys:NAME: the uinput device's keys reach the demo through libinput and the xkb keymap:
# KEY_A then KEY_1 must be reported as "a" and "1" (US layout).
step_keys() {
    name=$1
    rm -f /tmp/tcmd /tmp/tdev /tmp/keys.out; mkfifo /tmp/tcmd
    uinput-touch 1280 800 </tmp/tcmd >/tmp/tdev 2>/tmp/"$name".uinput &
    exec 7>/tmp/tcmd
    n=0; while [ ! -s /tmp/tdev ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    dev=$(head -1 /tmp/tdev)
    $DEMO --backend drm --card /dev/dri/card0 --report-gestures --input "$dev" --exit-after-keys 2 >/tmp/keys.out 2>/tmp/"$name".err &
    dpid=$!
    sleep 2   # the demo opens the device and shows its first frame
    echo "key 30" >&7; echo "key 2" >&7
    n=0; while kill -0 $dpid 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    kill $dpid 2>/dev/null
    echo quit >&7; exec 7>&-
    wait
    cat /tmp/keys.out
    if grep -q '"key":30' /tmp/keys.out && grep -q '"text":"a"' /tmp/keys.out && grep -q '"text":"1"' /tmp/keys.out; then
        result "$name" PASS "KEY_A and KEY_1 reported as \"a\" and \"1\""
    else
        result "$name" FAIL "keys not reported: $(tr '\n' ' ' </tmp/keys.out | cut -c1-200) $(tail -1 /tmp/"$name".err)"; return 1
    fi
}

step_pacing() { # pacing:NAME: frames/second of `vitrine-demo --backend drm`, 30 <= rate <= 90
    n=${2:-120}
    { $DEMO --backend drm --card /dev/dri/card0 --scene showcase --frames "$n" </dev/null; echo $? >/tmp/rc; } 2>&1 | tee /tmp/"$1".err
    rc=$(cat /tmp/rc)
    judge "$1" "$rc" || return 1
    [ "$rc" = 0 ] || return 0
    set -- "$1" $(sed -n 's/.*vitrine-demo: \([0-9]*\) frames in \([0-9.]*\) s on .*/\1 \2/p' /tmp/"$1".err | tail -1)
    [ -n "$3" ] || { result "$1" FAIL "no 'vitrine-demo: N frames in T s on ...' line"; return 1; }
    awk -v n="$2" -v t="$3" -v name="$1" 'BEGIN {
        r = (t > 0) ? n / t : 0; ok = (r >= 30 && r <= 90)
        printf "@@RESULT %s %s %.1f Hz (%d frames in %s s)\n", name, ok ? "PASS" : "FAIL", r, n, t; exit !ok }'
}

step_list_outputs() { # list-outputs:NAME: exit 0 and the output names Virtual-1
    miss=$(missing_opts --list-outputs)
    [ -z "$miss" ] || { pending "$1" "vitrine-demo has no --list-outputs yet"; return; }
    $DEMO --list-outputs >/tmp/"$1".out 2>&1; rc=$?
    cat /tmp/"$1".out
    if grep -q 'not built yet' /tmp/"$1".out; then pending "$1" "vitrine-demo: $(tail -1 /tmp/"$1".out)"; return; fi
    [ $rc = 0 ] && grep -q Virtual-1 /tmp/"$1".out && result "$1" PASS "exit 0, lists Virtual-1" \
        || { result "$1" FAIL "rc=$rc$(grep -q Virtual-1 /tmp/"$1".out || echo ', no Virtual-1')"; return 1; }
}

step_resize() { # resize:NAME:WxH: host VNC SetDesktopSize -> virtio-gpu hotplug -> preferred mode WxH
    conn=/sys/class/drm/card0-Virtual-1
    before=$(head -1 $conn/modes)
    echo "@@RESIZE $2"; read -r _ </dev/console
    n=0
    while [ "$(head -1 $conn/modes)" != "$2" ] && [ $n -lt 30 ]; do sleep 0.1; n=$((n + 1)); done
    now=$(head -1 $conn/modes)
    [ "$now" = "$2" ] && result "$1" PASS "preferred mode $before -> $now after $((n * 100)) ms" \
                      || { result "$1" FAIL "preferred mode $before -> $now, wanted $2"; return 1; }
}

step_hotplug() { # hotplug:NAME:WxH: the demo follows a runtime resize (needs --resize-to)
    miss=$(missing_opts --card --hold --screenshot-name --resize-to)
    [ -z "$miss" ] || { pending "$1" "vitrine-demo has no $miss yet"; return; }
    demo "$1" --backend drm --card /dev/dri/card0 --scene showcase --frames "$FRAMES" --hold \
        --screenshot-name "$1" --resize-to "$2"
    judge "$1" $?
}

step_vkms() { # vkms:NAME: vkms is card0 and has its Writeback connector
    [ -f /etc/vkms.skip ] && { result "$1" SKIP "$(cat /etc/vkms.skip)"; return; }
    drv=$(basename "$(readlink /sys/class/drm/card0/device 2>/dev/null)")
    [ -e /sys/class/drm/card0-Virtual-1 ] && [ -e /sys/class/drm/card0-Writeback-1 ] \
        && result "$1" PASS "vkms card0 (device ${drv:-?}): Virtual-1 $(head -1 /sys/class/drm/card0-Virtual-1/modes), Writeback-1" \
        || { ls /sys/class/drm; result "$1" FAIL "no vkms Virtual-1 + Writeback-1"; return 1; }
}

# blank:NAME: idle blanking on real DRM with a real touchscreen. The demo (tap scene, uinput
# touchscreen through libinput) blanks after 2 s without input: the kernel must report the
# connector's DPMS Off; a tap must turn it On again without being delivered (no "tap scene:"
# line within a second); a second tap is delivered and the host compares the screendump with
# the headless render after one tap (the frame is right after waking). NAME-power carries the
# power checks, NAME the screendump.
step_blank() {
    name=$1
    dpms=/sys/class/drm/card0-Virtual-1/dpms
    rm -f /tmp/tcmd /tmp/tdev /tmp/ready /tmp/demo.rc; mkfifo /tmp/tcmd
    uinput-touch 1280 800 </tmp/tcmd >/tmp/tdev 2>/tmp/"$name".uinput &
    exec 7>/tmp/tcmd
    n=0; while [ ! -s /tmp/tdev ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    dev=$(head -1 /tmp/tdev)
    [ -n "$dev" ] || { exec 7>&-; result "$name-power" FAIL "uinput-touch made no device"; return 1; }
    ( demo "$name" --backend drm --card /dev/dri/card0 --scene tap --input "$dev" --blank-after 2 --warn-before 0 \
        --exit-after-taps 1 --ready-file /tmp/ready --screenshot-name "$name"; echo $? >/tmp/demo.rc ) &
    dpid=$!
    n=0; while [ ! -s /tmp/ready ] && [ ! -s /tmp/demo.rc ] && [ $n -lt 150 ]; do sleep 0.1; n=$((n + 1)); done
    verdict=""
    if [ -s /tmp/ready ]; then
        set -- $(cat /tmp/ready)
        bx=$1; by=$2
        [ "$(cat $dpms)" = On ] || verdict="dpms $(cat $dpms) before idling"
        n=0; while [ "$(cat $dpms)" != Off ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
        off="$(cat $dpms)"
        [ "$off" = Off ] || verdict="${verdict:+$verdict; }dpms still $off 10 s after the last input"
        echo "tap $bx $by" >&7
        n=0; while [ "$(cat $dpms)" != On ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
        on="$(cat $dpms)"
        [ "$on" = On ] || verdict="${verdict:+$verdict; }dpms $on after the waking tap"
        sleep 1   # a delivered tap would be logged within 0.1 s of its arrival
        grep -q 'tap scene:' /tmp/"$name".err && verdict="${verdict:+$verdict; }the waking tap was delivered"
        echo "tap $bx $by" >&7
    else
        verdict="the demo did not start"
    fi
    wait $dpid
    echo quit >&7; exec 7>&-
    wait
    if [ -z "$verdict" ]; then
        result "$name-power" PASS "DPMS Off after 2 s idle, On after a tap, the waking tap not delivered, the next one delivered"
    else
        result "$name-power" FAIL "$verdict"
    fi
    judge "$name" "$(cat /tmp/demo.rc 2>/dev/null || echo 1)"
}

# restore:NAME: state restoration across a crash on real DRM with a real touchscreen. The demo
# (tap scene, --state-directory) gets two taps on the button and a 200 px drag of the square
# through a uinput device, is killed with SIGKILL once its state file holds them, and is
# started again: its first frames must show the same screen (the host compares the screendump
# with the headless render of the same input). NAME-restart reports the state file, the
# restore and the restart-to-first-frame time (exec to the first page flip).
step_restore() {
    name=$1
    st=/tmp/state-$name
    rm -rf "$st" /tmp/tcmd /tmp/tdev /tmp/ready /tmp/demo.rc; mkfifo /tmp/tcmd
    uinput-touch 1280 800 </tmp/tcmd >/tmp/tdev 2>/tmp/"$name".uinput &
    exec 7>/tmp/tcmd
    n=0; while [ ! -s /tmp/tdev ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    dev=$(head -1 /tmp/tdev)
    [ -n "$dev" ] || { exec 7>&-; result "$name-restart" FAIL "uinput-touch made no device"; return 1; }
    $DEMO --backend drm --card /dev/dri/card0 --scene tap --input "$dev" --state-directory "$st" \
        --ready-file /tmp/ready </dev/null >/tmp/"$name".run1 2>&1 &
    dpid=$!
    n=0; while [ ! -s /tmp/ready ] && [ $n -lt 150 ]; do sleep 0.1; n=$((n + 1)); done
    verdict=""
    if [ -s /tmp/ready ]; then
        set -- $(cat /tmp/ready)
        echo "tap $1 $2" >&7; echo "tap $1 $2" >&7; echo "drag $3 $4 $(($3 + 200)) $4 10" >&7
        n=0
        until $DEMO --dump-state "$st/state.json" 2>/dev/null | grep -qx "tap pans 1" && $DEMO --dump-state "$st/state.json" | grep -qx "tap taps 2"; do
            n=$((n + 1)); [ $n -gt 300 ] && break; sleep 0.1
        done
        [ $n -gt 300 ] && verdict="state not saved within 30 s: $($DEMO --dump-state "$st/state.json" 2>&1 | tr '\n' ' ' | cut -c1-120)"
    else
        verdict="the first run did not start: $(tail -1 /tmp/"$name".run1)"
    fi
    kill -9 $dpid; wait $dpid 2>/dev/null
    echo quit >&7; exec 7>&-
    wait
    # stdout through tee to the console (the host reads @@DUMP there) and into run2.
    { $DEMO --backend drm --card /dev/dri/card0 --scene tap --input none --exit-after-taps 0 \
        --state-directory "$st" --screenshot-name "$name" </dev/console 2>/tmp/"$name".err; echo $? >/tmp/demo.rc; } \
        | tee /tmp/"$name".run2 >/dev/console
    rc=$(cat /tmp/demo.rc)
    grep -q 'restored the state of 1 view controller' /tmp/"$name".run2 || verdict="${verdict:+$verdict; }not restored: $(grep -i state /tmp/"$name".err | tail -1)"
    ms=$(sed -n 's/.*first frame on screen \([0-9]*\) ms after start.*/\1/p' /tmp/"$name".run2 | head -1)
    if [ -z "$verdict" ]; then
        result "$name-restart" PASS "killed with SIGKILL after 2 taps and a pan were saved; restarted into the saved state, first frame on screen ${ms:-?} ms after exec"
    else
        result "$name-restart" FAIL "$verdict"
    fi
    judge "$name" "$rc"
}

# ---- Speech into a real kernel sound card. snd-aloop is the card: build-initramfs's
# /etc/asound.conf plays ALSA's "default" (the kiosk's speech) into its device 0, and pcm-rms
# (Tests/Guest/pcm-rms.c, C on libasound) captures device 1, which hears what device 0 plays,
# printing "T_MS RMS" for every AUDIO_BLOCK_MS block (RMS of S16 samples, full scale 32768;
# T_MS on the clock of /proc/uptime). The loopback plays exact zeros while nothing is played.
AUDIO_BLOCK_MS=50
SPEECH_LOUD=300    # a block of speech is above this (espeak-ng's voice is thousands)
SPEECH_QUIET=30    # after an interruption every block stays below this
uptime_ms() { awk '{ printf "%d", $1 * 1000 }' /proc/uptime; }
# aloop_capture_start: snd-aloop loaded and pcm-rms capturing into /tmp/rms.log (its pid in
# RMSPID) once it has printed its first block; fails with the reason in AUDIO_WHY
aloop_capture_start() {
    AUDIO_WHY=
    [ -e /proc/asound/Loopback ] || modprobe snd-aloop || { AUDIO_WHY="modprobe snd-aloop failed"; return 1; }
    d=$(deadline 10)
    until ls /dev/snd/pcmC*D1c >/dev/null 2>&1 || past "$d"; do sleep 0.1; done
    rm -f /tmp/rms.log
    pcm-rms plughw:Loopback,1,0 "$AUDIO_BLOCK_MS" >/tmp/rms.log 2>/tmp/rms.err &
    RMSPID=$!
    d=$(deadline 20)
    until [ -s /tmp/rms.log ] || past "$d" || ! kill -0 "$RMSPID" 2>/dev/null; do sleep 0.1; done
    [ -s /tmp/rms.log ] && return 0
    AUDIO_WHY="pcm-rms captured nothing from plughw:Loopback,1,0: $(tail -1 /tmp/rms.err) ($(ls /dev/snd 2>&1 | tr '\n' ' '))"
    kill "$RMSPID" 2>/dev/null; return 1
}
aloop_capture_stop() { kill "$RMSPID" 2>/dev/null; wait "$RMSPID" 2>/dev/null; }
# rms_max FROM_MS [TO_MS]: the loudest block read in [FROM_MS, TO_MS)
rms_max() { awk -v a="$1" -v b="${2:-9999999999}" '$1 >= a && $1 < b && $2 > m { m = $2 } END { printf "%.1f", m }' /tmp/rms.log; }
# rms_count FROM_MS [TO_MS] [ABOVE]: how many blocks (above ABOVE, when given) were read in [FROM_MS, TO_MS)
rms_count() { awk -v a="$1" -v b="${2:-9999999999}" -v l="${3:--1}" '$1 >= a && $1 < b && $2 > l { n++ } END { print n + 0 }' /tmp/rms.log; }
# wait_loud FROM_MS SECONDS: until a block read after FROM_MS is speech (bounded)
wait_loud() {
    d=$(deadline "$2")
    until [ "$(rms_count "$1" "" "$SPEECH_LOUD")" -gt 0 ]; do past "$d" && return 1; sleep 0.1; done
}
# wait_quiet_window FROM_MS: until 20 blocks (1 s of sound) read after FROM_MS are in (bounded
# by 30 s); prints their loudest RMS. The blocks start FROM_MS later than the event they judge
# by the capture's own buffer (pcm-rms: a block read at T holds sound from T - 5 blocks on).
wait_quiet_window() {
    d=$(deadline 30)
    until [ "$(rms_count "$1")" -ge 20 ]; do past "$d" && break; sleep 0.1; done
    rms_max "$1"
}
# speech_interrupt NAME VITRINECTL...: `speech on` through VITRINECTL (the command with its socket
# option); the loopback must carry speech within 60 s; then, while it speaks, `speech off`
# must silence it: every block of the second after the capture's buffer has passed is quiet.
# Reports NAME with the figures.
speech_interrupt() {
    name=$1; shift
    t_on=$(uptime_ms)
    out=$("$@" speech on 2>&1); rc=$?
    [ $rc = 0 ] || { result "$name" FAIL "vitrinectl speech on: rc=$rc: $out"; return 1; }
    if ! wait_loud "$t_on" 60; then
        "$@" speech off >/dev/null 2>&1   # the steps after this one run without the reader
        result "$name" FAIL "speech on ('$out') but no block above RMS $SPEECH_LOUD on the loopback within 60 s (loudest $(rms_max "$t_on"), $(rms_count "$t_on") blocks); $(tail -1 /tmp/rms.err)"; return 1
    fi
    t_off=$(uptime_ms)
    off=$("$@" speech off 2>&1); rc=$?
    t_done=$(uptime_ms)
    first=$(awk -v a="$t_on" -v l="$SPEECH_LOUD" '$1 >= a && $2 > l { print $1; exit }' /tmp/rms.log)
    last=$(awk -v a="$t_on" -v b="$t_off" -v l="$SPEECH_LOUD" '$1 >= a && $1 < b && $2 > l { t = $1 } END { print t }' /tmp/rms.log)
    loud=$(rms_max "$t_on" "$t_off"); nloud=$(rms_count "$t_on" "$t_off" "$SPEECH_LOUD")
    quiet_from=$((t_done + 5 * AUDIO_BLOCK_MS))
    after=$(wait_quiet_window "$quiet_from"); nafter=$(rms_count "$quiet_from")
    tail_ms=$(awk -v a="$t_off" -v l="$SPEECH_LOUD" '$1 >= a && $2 > l { t = $1 } END { print (t ? t - a : 0) }' /tmp/rms.log)
    figures="speech on: first speech block $((first - t_on)) ms later, loudest block RMS $loud, $nloud blocks of ${AUDIO_BLOCK_MS} ms above $SPEECH_LOUD; 'speech off' sent $((t_off - last)) ms after the last loud block, answered in $((t_done - t_off)) ms; loud blocks read up to ${tail_ms} ms after it (capture buffer $((5 * AUDIO_BLOCK_MS)) ms); from then on the loudest of $nafter blocks RMS $after"
    echo "@@LOG $name: $figures"
    verdict=
    [ $rc = 0 ] || verdict="vitrinectl speech off: rc=$rc: $off"
    # interrupted while speaking: the last loud block is at most 0.5 s older than the off
    [ $((t_off - last)) -le 500 ] || verdict="${verdict:+$verdict; }speech had stopped $((t_off - last)) ms before the off: nothing to interrupt"
    [ "$nafter" -ge 20 ] || verdict="${verdict:+$verdict; }only $nafter blocks captured after the off"
    awk -v m="$after" -v q="$SPEECH_QUIET" 'BEGIN { exit !(m < q) }' || verdict="${verdict:+$verdict; }not silent after the off (RMS $after, limit $SPEECH_QUIET)"
    if [ -z "$verdict" ]; then
        result "$name" PASS "$figures"
    else
        result "$name" FAIL "$verdict ($figures)"; return 1
    fi
}

# speech-aloop:NAME[:SCENE]: the demo on drm (SCENE, default checkin) with a control socket;
# `vitrinectl speech on` starts the screen reader, which speaks the first element through
# espeak-ng into ALSA's default, the snd-aloop card: its capture side must carry speech; then
# `vitrinectl speech off` while it speaks must leave the loopback silent (speech_interrupt).
step_speech_aloop() {
    name=$1; scene=${2:-checkin}; sock=/tmp/$name.sock
    aloop_capture_start || { result "$name" FAIL "$AUDIO_WHY"; return 1; }
    $DEMO --backend drm --card /dev/dri/card0 --scene "$scene" --until-stopped --control-socket "$sock" \
        </dev/null >/tmp/"$name".out 2>/tmp/"$name".err &
    dpid=$!
    d=$(deadline 60)
    until vitrinectl --socket "$sock" status >/dev/null 2>&1; do
        { past "$d" || ! kill -0 $dpid 2>/dev/null; } && break; sleep 0.2
    done
    if ! vitrinectl --socket "$sock" status >/dev/null 2>&1; then
        kill $dpid 2>/dev/null; wait $dpid 2>/dev/null; aloop_capture_stop
        result "$name" FAIL "the demo's control socket did not answer within 60 s: $(tail -1 /tmp/"$name".err)"; return 1
    fi
    speech_interrupt "$name" vitrinectl --socket "$sock"; src=$?
    echo "@@LOG $name: $(grep -E 'audio: |speech: ' /tmp/"$name".err | head -3 | tr '\n' ' ')"
    kill -TERM $dpid; wait $dpid; drc=$?
    aloop_capture_stop
    [ $drc = 0 ] || { result "$name" FAIL "vitrine-demo exited rc=$drc on SIGTERM: $(tail -1 /tmp/"$name".err)"; return 1; }
    return $src
}

# ---- Under systemd (guest.systemd=1: systemd is PID 1 and runs systemd/vitrine.service as
# installed, user vitrine from sysusers, devices through udev and 70-vitrine.rules; these
# steps run from guest-checks.service as root). The service shows the tap scene on bochs.

sd() { systemctl show -P "$1" vitrine.service; }
# past DEADLINE: whether the guest's uptime is past DEADLINE seconds
past() { awk -v d="$1" '{ exit !($1 > d) }' /proc/uptime; }
deadline() { awk -v s="$1" '{ printf "%.1f", $1 + s }' /proc/uptime; }
# sd_wait_active [OLDPID]: until the unit is active (READY=1 received) with a main PID other than
# OLDPID; at most 60 s of guest time.
sd_wait_active() {
    d=$(deadline 60)
    until past "$d"; do
        eval "$(systemctl show -p ActiveState -p MainPID vitrine.service)"
        [ "$ActiveState" = active ] && [ "$MainPID" != "${1:-x}" ] && [ "$MainPID" != 0 ] && return 0
        sleep 0.2
    done
    return 1
}
sd_journal() { journalctl -u vitrine.service -o cat --no-pager 2>/dev/null; }
# sd_cursor: the journal's position now, for sd_wait_started
sd_cursor() { journalctl -n0 --show-cursor --no-pager 2>/dev/null | sed -n 's/^-- cursor: //p'; }
# sd_wait_started CURSOR: until systemd logs, after CURSOR, that vitrine.service started (READY=1
# received); at most 60 s of guest time. It blocks on the journal instead of asking systemctl
# again and again: the guest has one (emulated) CPU, and a poll every 0.2 s slowed the very
# start being timed (a READY=1-only program took 1.1 s from fork to READY=1 under polling,
# 0.35 s without).
sd_wait_started() {
    fifo=/tmp/sd-started.$$
    rm -f "$fifo"; mkfifo "$fifo" || return 1
    journalctl -f -u vitrine.service -o cat --no-pager --after-cursor="$1" >"$fifo" 2>/dev/null &
    jpid=$!
    timeout 60 grep -q -m1 '^Started vitrine.service' <"$fifo"; rc=$?
    kill "$jpid" 2>/dev/null; wait "$jpid" 2>/dev/null; rm -f "$fifo"
    return $rc
}
# span_ms SPAN: a time span as systemctl shows it ("500ms", "5s", "1min 30s") in milliseconds
span_ms() {
    echo "$1" | awk '{ t = 0
        for (i = 1; i <= NF; i++) {
            u = $i; sub(/^[0-9.]+/, "", u); n = substr($i, 1, length($i) - length(u))
            if (u == "ms") t += n; else if (u == "us" || u == "μs") t += n / 1000
            else if (u == "s" || u == "") t += n * 1000; else if (u == "min") t += n * 60000
            else if (u == "h") t += n * 3600000
        }
        printf "%d", t }'
}
# Restart timing is read from systemd's own clock: from the kill (this script's uptime, the
# same monotonic clock in a guest that never suspends) to the new process's fork
# (ExecMainStartTimestampMonotonic) is what RestartSec= and WatchdogSec= decide, and must stay
# within them plus SYSTEMD_SLACK_MS (systemd noticing the death and forking, under TCG on a
# loaded host); from the fork to READY=1 (ActiveEnterTimestampMonotonic) is the start, which
# only has to finish (TimeoutStartSec=) and is reported.
SYSTEMD_SLACK_MS=2500
# sd_timing OLDPID T0: after a restart, "RESTART_MS START_MS" of the new main process
sd_timing() {
    eval "$(systemctl show -p ExecMainStartTimestampMonotonic -p ActiveEnterTimestampMonotonic vitrine.service)"
    awk -v t0="$1" -v f="$ExecMainStartTimestampMonotonic" -v r="$ActiveEnterTimestampMonotonic" \
        'BEGIN { printf "%d %d", f / 1000 - t0 * 1000, (r - f) / 1000 }'
}
ms_since() { awk -v a="$1" '{ printf "%d", ($1 - a) * 1000 }' /proc/uptime; }

step_sd_ready() { # sd-ready:NAME: the unit reaches active (Type=notify, READY=1 after the first flip) as user vitrine
    if ! sd_wait_active; then
        sd_journal | tail -20
        result "$1" FAIL "vitrine.service not active after 60 s: $(systemctl is-active vitrine.service), $(sd Result), $(sd_journal | tail -1)"; return 1
    fi
    pid=$(sd MainPID)
    start=$(sd ExecMainStartTimestampMonotonic); ready=$(sd ActiveEnterTimestampMonotonic)
    user=$(awk '/^Uid:/ { print $2 }' /proc/"$pid"/status)
    groups=$(awk '/^Groups:/ { $1 = ""; print }' /proc/"$pid"/status)
    want=$(id -u vitrine 2>/dev/null)
    psi=$(sd_journal | grep -o 'memory pressure: .*' | head -1)
    if [ -n "$want" ] && [ "$user" = "$want" ] && [ -n "$psi" ]; then
        result "$1" PASS "active (READY=1) $(( (ready - start) / 1000 )) ms after exec, uid $user (vitrine), groups$groups, status: $(sd StatusText); $psi"
    else
        result "$1" FAIL "runs as uid $user, vitrine is '${want}'; memory pressure line: '$psi'"; return 1
    fi
}

step_sd_dump() { # sd-dump:NAME: what the service shows (host compares)
    sleep 0.5   # the frames after READY (nothing moves in the tap scene)
    echo "@@DUMP $1 1280 800"; read -r _ </dev/console
}

step_sd_tap() { # sd-tap:NAME: a uinput touchscreen, found by the service's libinput through udev, taps the button; the state file holds it
    rm -f /tmp/tcmd /tmp/tdev; mkfifo /tmp/tcmd
    uinput-touch 1280 800 </tmp/tcmd >/tmp/tdev 2>/tmp/"$1".uinput &
    exec 7>/tmp/tcmd
    n=0; while [ ! -s /tmp/tdev ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    dev=$(head -1 /tmp/tdev)
    # The service opens the new device when udev announces it: wait until its fd is open.
    pid=$(sd MainPID)
    n=0; while ! ls -l /proc/"$pid"/fd 2>/dev/null | grep -q " $dev\$" && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    [ $n -lt 100 ] || { ls -l /dev/input; ls /sys/class/input; cat /tmp/"$1".uinput; journalctl --no-pager -o short-monotonic | grep -v kernel: | tail -40; systemctl show -p Result -p ExecMainStatus -p ExecMainCode -p NRestarts vitrine.service; exec 7>&-; result "$1" FAIL "the service did not open $dev (udev: $(udevadm info -q property -n "$dev" 2>&1 | grep -E 'ID_INPUT_TOUCH|DEVNAME' | tr '\n' ' '); $(ls -l "$dev"))"; return 1; }
    echo "tap 190 200" >&7
    n=0
    until $DEMO --dump-state /var/lib/vitrine/state.json 2>/dev/null | grep -qx "tap taps 1"; do
        n=$((n + 1)); [ $n -gt 100 ] && break; sleep 0.1
    done
    echo quit >&7; exec 7>&-
    if [ $n -le 100 ]; then
        result "$1" PASS "$dev ($(stat -c '%U:%G %a' "$dev")) opened by the service through udev + libinput, tap delivered, state saved to /var/lib/vitrine/state.json (StateDirectory)"
    else
        sd_journal | tail -15
        result "$1" FAIL "no tap in /var/lib/vitrine/state.json after 10 s: $($DEMO --dump-state /var/lib/vitrine/state.json 2>&1 | tr '\n' ' ' | cut -c1-100)"; return 1
    fi
}

step_sd_kill() { # sd-kill:NAME: SIGKILL the service; systemd restarts it (Restart=always) into the saved state, RestartSec= after the kill
    old=$(sd MainPID)
    restart=$(span_ms "$(sd RestartUSec)"); bound=$((restart + SYSTEMD_SLACK_MS))
    t0=$(up)
    kill -9 "$old"
    if ! sd_wait_active "$old"; then result "$1" FAIL "not active again after 60 s: $(sd Result)"; return 1; fi
    gap=$(ms_since "$t0")
    set -- "$1" $(sd_timing "$t0"); forked=$2; start=$3
    ms=$(sd_journal | sed -n 's/.*first frame on screen \([0-9]*\) ms after start.*/\1/p' | tail -1)
    phases=$(sd_journal | sed -n 's/.*first frame on screen [0-9]* ms after start (\(.*\)).*/\1/p' | tail -1)
    restored=$(sd_journal | grep -c 'restored the state of 1 view controller')
    echo "@@LOG restart timing: SIGKILL -> new process ${forked} ms (RestartSec=${restart} ms), -> READY=1 ${start} ms later, active seen after ${gap} ms; exec -> first frame ${ms:-?} ms ($phases)"
    if [ "$(sd NRestarts)" = 1 ] && [ "$restored" -ge 1 ] && [ "$forked" -le "$bound" ]; then
        result "$1" PASS "SIGKILL -> restarted after $forked ms (at most RestartSec=${restart} ms + ${SYSTEMD_SLACK_MS} ms), READY=1 $start ms later (active again after $gap ms), restored the saved state; exec -> first frame ${ms:-?} ms ($phases)"
    else
        result "$1" FAIL "SIGKILL -> restarted after $forked ms (bound RestartSec=${restart} ms + ${SYSTEMD_SLACK_MS} ms = $bound ms), NRestarts=$(sd NRestarts), restored lines: $restored"; return 1
    fi
}

step_sd_reload() { # sd-reload:NAME: systemctl reload (SIGHUP) reads the config again, the unit stays up
    pid=$(sd MainPID)
    systemctl reload vitrine.service; rc=$?
    sleep 0.5
    if [ $rc = 0 ] && sd_journal | grep -q 'reloaded /etc/vitrine/vitrine.toml' && [ "$(sd MainPID)" = "$pid" ]; then
        result "$1" PASS "$(sd_journal | grep 'reloaded /etc/vitrine' | tail -1 | cut -c1-150)"
    else
        result "$1" FAIL "reload rc=$rc: $(sd_journal | tail -1)"; return 1
    fi
}

step_sd_control() { # sd-control:NAME: vitrinectl reaches the service's control socket in its RuntimeDirectory
    out=$(vitrinectl status 2>&1); rc=$?
    perm=$(stat -c '%a %U:%G' /run/vitrine/control.sock 2>/dev/null)
    if [ $rc = 0 ] && echo "$out" | grep -q 'backend=drm:card0'; then
        result "$1" PASS "vitrinectl status: $out (socket $perm)"
    else
        result "$1" FAIL "vitrinectl rc=$rc: $out (socket $perm)"; return 1
    fi
}

step_sd_watchdog() { # sd-watchdog:NAME: a stopped (hung) process stops the WATCHDOG=1 pings; systemd kills it within WatchdogSec= and restarts it RestartSec= later
    old=$(sd MainPID); before=$(sd NRestarts)
    watchdog=$(span_ms "$(sd WatchdogUSec)"); restart=$(span_ms "$(sd RestartUSec)")
    bound=$((watchdog + restart + SYSTEMD_SLACK_MS))
    cursor=$(sd_cursor); t0=$(up)
    kill -STOP "$old"
    sd_wait_started "$cursor"
    sd_wait_active "$old"
    gap=$(ms_since "$t0")
    set -- "$1" $(sd_timing "$t0"); forked=$2; start=$3
    echo "@@LOG watchdog timing: SIGSTOP -> new process ${forked} ms (WatchdogSec=${watchdog} ms, RestartSec=${restart} ms), -> READY=1 ${start} ms later, active seen after ${gap} ms"
    if [ "$(sd NRestarts)" != "$before" ] && journalctl --no-pager -o cat 2>/dev/null | grep -qi 'watchdog timeout' && [ "$forked" -le "$bound" ]; then
        result "$1" PASS "hung at t=$t0: watchdog timeout, restarted after $forked ms (at most WatchdogSec=${watchdog} ms + RestartSec=${restart} ms + ${SYSTEMD_SLACK_MS} ms), READY=1 $start ms later (active again after $gap ms)"
    else
        result "$1" FAIL "NRestarts $before -> $(sd NRestarts), restarted after $forked ms (bound WatchdogSec=${watchdog} ms + RestartSec=${restart} ms + ${SYSTEMD_SLACK_MS} ms = $bound ms); $(journalctl --no-pager -o cat | grep -i watchdog | tail -1)"; return 1
    fi
}

# sd-crash:NAME: crash -> active again, the kiosk against C stand-ins in the same unit. Three
# programs take turns in the unit, CRASHES rounds of one crash each (interleaved, so a busy host
# slows all three alike): the kiosk; sd-standin (Tests/Guest/sd-standin.c) doing a kiosk's least
# (`--card`: the DRM card opened, a mode set with a filled dumb buffer, then READY=1); sd-standin
# sending only READY=1 (what systemd itself costs). A stand-in replaces ExecStart= through a
# runtime drop-in, so it runs with the same user, sandbox and RestartSec=; each program is started
# (not timed), then crashed with SIGSEGV and timed on systemd's clock: the signal (this script's
# uptime) -> the new process (ExecMainStartTimestampMonotonic) -> READY=1
# (ActiveEnterTimestampMonotonic). While a program restarts this script waits on the journal
# (sd_wait_started), not on systemctl, so it takes no CPU from the start it times. The medians
# are reported, with the kiosk's ratio to each stand-in; no timing is asserted. The kiosk is back
# in the unit at the end.
CRASHES=5
# sd_crash_times SIGNAL: "FORK_MS READY_MS TOTAL_MS" for one crash of the main process, signal to
# new process, new process to READY=1, signal to READY=1
sd_crash_times() {
    systemctl reset-failed vitrine.service   # these restarts must not add up to the start limit
    old=$(sd MainPID); cursor=$(sd_cursor); t0=$(up)
    kill -"$1" "$old"
    { sd_wait_started "$cursor" && sd_wait_active "$old"; } || return 1
    eval "$(systemctl show -p ExecMainStartTimestampMonotonic -p ActiveEnterTimestampMonotonic vitrine.service)"
    awk -v t0="$t0" -v f="$ExecMainStartTimestampMonotonic" -v r="$ActiveEnterTimestampMonotonic" \
        'BEGIN { printf "%d %d %d", f / 1000 - t0 * 1000, (r - f) / 1000, r / 1000 - t0 * 1000 }'
}
# sd_run_in_unit kiosk | sd_run_in_unit sd-standin [ARGS...]: the kiosk as installed, or sd-standin
# with ARGS in the unit's place, started and active; fails when it did not run
sd_run_in_unit() {
    prog=$1; shift
    if [ "$prog" = sd-standin ]; then
        mkdir -p /run/systemd/system/vitrine.service.d
        printf '[Service]\nExecStart=\nExecStart=/usr/bin/sd-standin %s\n' "$*" >/run/systemd/system/vitrine.service.d/zz-standin.conf
    else
        rm -f /run/systemd/system/vitrine.service.d/zz-standin.conf
    fi
    systemctl daemon-reload; systemctl reset-failed vitrine.service; systemctl restart vitrine.service
    [ "$(sd ExecStart | grep -c sd-standin)" -eq "$([ "$prog" = sd-standin ] && echo 1 || echo 0)" ] && sd_wait_active
}
# sd_crash_once LABEL PROGRAM [ARGS...]: PROGRAM (sd_run_in_unit PROGRAM ARGS) crashed once; one
# @@LOG line, "FORK_MS READY_MS TOTAL_MS" appended to /tmp/crash.LABEL
sd_crash_once() {
    label=$1; shift
    sd_run_in_unit "$@" || return 1
    t=$(sd_crash_times SEGV) || return 1
    echo "@@LOG $label crash $i: SIGSEGV -> new process $(echo "$t" | cut -d' ' -f1) ms -> READY=1 $(echo "$t" | cut -d' ' -f2) ms later; active again after $(echo "$t" | cut -d' ' -f3) ms" >/dev/console
    echo "$t" >>"/tmp/crash.$label"
}
# sd_crash_median LABEL: the median "FORK_MS READY_MS TOTAL_MS" of LABEL's crashes (by total)
sd_crash_median() { sort -n -k3 "/tmp/crash.$1" | sed -n "$(( (CRASHES + 1) / 2 ))p"; }
step_sd_crash() {
    sd_wait_active || { result "$1" FAIL "vitrine.service not active before the crashes: $(sd Result)"; return 1; }
    restart=$(span_ms "$(sd RestartUSec)")
    rm -f /tmp/crash.kiosk /tmp/crash.frame /tmp/crash.notify
    i=0 failed=
    while [ $i -lt $CRASHES ] && [ -z "$failed" ]; do
        i=$((i + 1))
        sd_crash_once kiosk kiosk || failed="the kiosk was not active again after a SIGSEGV: $(sd Result), $(sd_journal | tail -1)"
        [ -n "$failed" ] || sd_crash_once frame sd-standin --card /dev/dri/card0 \
            || failed="the DRM stand-in did not run in the unit: $(sd_journal | grep sd-standin | tail -1)"
        [ -n "$failed" ] || sd_crash_once notify sd-standin || failed="the READY=1 stand-in did not run in the unit: $(sd_journal | tail -1)"
    done
    echo "@@LOG stand-in with a DRM frame: $(sd_journal | grep 'sd-standin: .* on connector' | tail -1)" >/dev/console
    sd_run_in_unit kiosk || failed="${failed:+$failed; }the kiosk did not come back after the stand-ins: $(sd Result)"
    [ -z "$failed" ] || { result "$1" FAIL "$failed"; return 1; }
    ms=$(sd_journal | sed -n 's/.*first frame on screen \([0-9]*\) ms after start.*/\1/p' | tail -1)
    phases=$(sd_journal | sed -n 's/.*first frame on screen [0-9]* ms after start (\(.*\)).*/\1/p' | tail -1)
    set -- "$1" $(sd_crash_median kiosk) $(sd_crash_median frame) $(sd_crash_median notify)
    ratio=$(awk -v k="$4" -v c="$7" 'BEGIN { printf "%.2f", k / c }')
    ratio_notify=$(awk -v k="$4" -v c="${10}" 'BEGIN { printf "%.2f", k / c }')
    summary="medians of $CRASHES interleaved, RestartSec=${restart} ms: kiosk $4 ms (new process after $2 ms, READY=1 $3 ms later), C stand-in with a DRM frame $7 ms ($5 + $6 ms): ${ratio}x, C stand-in with READY=1 only ${10} ms ($8 + $9 ms): ${ratio_notify}x; kiosk exec -> first frame ${ms:-?} ms ($phases)"
    echo "@@LOG crash -> active ($summary)" >/dev/console
    result "$1" PASS "crash (SIGSEGV) -> active again, $summary"
}

# sd-crashloop:NAME: a process that keeps dying (SIGKILL right after each start) ends in a failed
# unit (start-limit-hit) after StartLimitBurst= starts, within the bound those settings give;
# then the unit is reset and started again for the steps after this one.
step_sd_crashloop() {
    burst=$(sd StartLimitBurst); restart=$(span_ms "$(sd RestartUSec)")
    interval=$(span_ms "$(sd StartLimitIntervalUSec)")
    # each start is killed at once, so the loop ends well inside StartLimitIntervalSec=
    bound=$interval
    systemctl reset-failed vitrine.service   # forget the starts of the steps before
    t0=$(up); kills=0; last=x
    d=$(deadline 120)
    while ! past "$d"; do
        eval "$(systemctl show -p ActiveState -p MainPID -p Result vitrine.service)"
        [ "$ActiveState" = failed ] && break
        if [ "$MainPID" != 0 ] && [ "$MainPID" != "$last" ]; then
            kill -9 "$MainPID" 2>/dev/null && kills=$((kills + 1)); last=$MainPID
        fi
        sleep 0.1
    done
    gap=$(ms_since "$t0")
    res=$(sd Result); state=$(sd ActiveState)
    # systemd 252 keeps the last run's Result (signal) and says why it gave up in the journal
    limit=$(journalctl -u vitrine.service --no-pager -o cat 2>/dev/null | grep -c 'Start request repeated too quickly')
    echo "@@LOG crash loop: $kills kills, $state ($res) after $gap ms, start limit hit: $limit, StartLimitBurst=$burst, RestartSec=${restart} ms"
    systemctl reset-failed vitrine.service; systemctl start vitrine.service
    if [ "$state" = failed ] && [ "$limit" -ge 1 ] && [ "$gap" -le "$bound" ] && [ "$kills" -le $((burst + 1)) ]; then
        result "$1" PASS "killed $kills times in a row: failed (start request repeated too quickly) after $gap ms (StartLimitBurst=$burst, RestartSec=${restart} ms, within StartLimitIntervalSec=${interval} ms)"
    else
        result "$1" FAIL "after $kills kills in $gap ms: $state ($res), start limit hit: $limit; wanted failed by the start limit within $bound ms"; return 1
    fi
}

step_sd_stop() { # sd-stop:NAME: systemctl stop: SIGTERM, state saved, exit 0
    systemctl stop vitrine.service
    res=$(sd Result); st=$(sd ExecMainStatus)
    if [ "$res" = success ] && [ "$st" = 0 ] && sd_journal | tail -5 | grep -q . ; then
        result "$1" PASS "stopped: Result=$res, exit status $st"
    else
        result "$1" FAIL "Result=$res, exit status $st: $(sd_journal | tail -2 | tr '\n' ' ')"; return 1
    fi
}

step_sd_app() { # sd-app:NAME:APP: an app on VitrineKiosk.main through the app template vitrine-app@APP.service, as a user of its own
    app=$2; unit="vitrine-app@$app.service"
    systemctl stop vitrine.service
    systemctl start "$unit"; rc=$?   # Type=notify: returns once READY=1 arrived (or failed)
    pid=$(systemctl show -P MainPID "$unit")
    user=$(awk '/^Uid:/ { print $2 }' /proc/"$pid"/status 2>/dev/null)
    groups=$(awk '/^Groups:/ { $1 = ""; print }' /proc/"$pid"/status 2>/dev/null)
    ms=$(journalctl -u "$unit" -o cat --no-pager | sed -n 's/.*first frame on screen \([0-9]*\) ms after start.*/\1/p' | tail -1)
    phases=$(journalctl -u "$unit" -o cat --no-pager | sed -n 's/.*first frame on screen [0-9]* ms after start (\(.*\)).*/\1/p' | tail -1)
    # DRM and input under the dynamic user: the card and an evdev node (the AT keyboard) are open
    fds=$(ls -l /proc/"$pid"/fd 2>/dev/null | grep -oE '/dev/(dri/card[0-9]+|input/event[0-9]+)' | sort -u | tr '\n' ' ')
    out=$(vitrinectl --socket "/run/vitrine-app/$app/control.sock" status 2>&1); crc=$?
    systemctl stop "$unit"
    res=$(systemctl show -P Result "$unit"); st=$(systemctl show -P ExecMainStatus "$unit")
    if [ $rc = 0 ] && [ -n "$user" ] && [ "$user" != 0 ] && [ "$user" != "$(id -u vitrine)" ] && [ $crc = 0 ] && [ "$res" = success ] && [ "$st" = 0 ] \
        && echo "$fds" | grep -q dri/card && echo "$fds" | grep -q input/event; then
        result "$1" PASS "$unit: READY=1 as its own user (uid $user, groups$groups) with ${fds}open, first frame ${ms:-?} ms after exec ($phases), sudo vitrinectl on /run/vitrine-app/$app/control.sock: $out; stopped with exit 0"
    else
        journalctl -u "$unit" -o cat --no-pager | tail -15
        result "$1" FAIL "start rc=$rc uid=$user (vitrine is $(id -u vitrine)), devices open: ${fds:-none}, vitrinectl rc=$crc ($out), stop: $res/$st"; return 1
    fi
}

# sd-isolation:NAME:APP:OTHER: two app instances (APP on the card, OTHER headless through a
# drop-in, both vitrine-app@) and the main service's user vitrine: neither OTHER (in its own
# mount namespace, with its uid and gid) nor vitrine can read APP's state file or connect to
# APP's control socket; APP itself (in its namespace, as its user) can, and so can root.
step_sd_isolation() {
    name=$1; a=$2; b=$3; ua="vitrine-app@$a.service"; ub="vitrine-app@$b.service"
    systemctl stop vitrine.service
    systemctl start "$ua" "$ub"; rc=$?
    pa=$(systemctl show -P MainPID "$ua"); pb=$(systemctl show -P MainPID "$ub")
    uida=$(awk '/^Uid:/ { print $2 }' /proc/"$pa"/status 2>/dev/null); gida=$(awk '/^Gid:/ { print $2 }' /proc/"$pa"/status 2>/dev/null)
    uidb=$(awk '/^Uid:/ { print $2 }' /proc/"$pb"/status 2>/dev/null); gidb=$(awk '/^Gid:/ { print $2 }' /proc/"$pb"/status 2>/dev/null)
    uidv=$(id -u vitrine); gidv=$(id -g vitrine)
    # where the unit put APP's directories (the environment systemd gave it)
    envof() { tr '\0' '\n' </proc/"$pa"/environ | sed -n "s/^$1=//p" | cut -d: -f1; }
    sock=$(envof RUNTIME_DIRECTORY)/control.sock; state=$(envof STATE_DIRECTORY)/state.json
    # root (the administrator) reaches APP's socket and makes it save its state now
    admin=$(vitrinectl --socket "$sock" save-state 2>&1); arc=$?
    n=0; while [ ! -s "$state" ] && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    modes="$(stat -L -c '%a %u:%g' "${state%/*}") ${state%/*}, $(stat -c '%a %u:%g' "${sock%/*}") ${sock%/*}, $(stat -c '%a' "$sock") socket"
    as() { uid=$1; gid=$2; pid=$3; shift 3; nsenter -t "$pid" -m -S "$uid" -G "$gid" "$@"; }
    # APP itself: its own state and socket (the checks below can succeed)
    own_read=$(as "$uida" "$gida" "$pa" cat "$state" 2>&1 >/dev/null; echo "rc=$?")
    own_ctl=$(as "$uida" "$gida" "$pa" vitrinectl --socket "$sock" status 2>&1; echo "rc=$?")
    # OTHER (in its own namespace) and the main service's user vitrine
    b_read=$(as "$uidb" "$gidb" "$pb" cat "$state" 2>&1; echo "rc=$?")
    b_ctl=$(as "$uidb" "$gidb" "$pb" vitrinectl --socket "$sock" status 2>&1; echo "rc=$?")
    v_read=$(as "$uidv" "$gidv" 1 cat "$state" 2>&1; echo "rc=$?")
    v_ctl=$(as "$uidv" "$gidv" 1 vitrinectl --socket "$sock" status 2>&1; echo "rc=$?")
    systemctl stop "$ua" "$ub"
    verdict=""
    [ $rc = 0 ] || verdict="start rc=$rc"
    [ $arc = 0 ] || verdict="${verdict:+$verdict; }root: vitrinectl save-state: $admin"
    [ -n "$uida" ] && [ -n "$uidb" ] && [ "$uida" != "$uidb" ] && [ "$uida" != "$uidv" ] && [ "$uidb" != "$uidv" ] \
        || verdict="${verdict:+$verdict; }uids not distinct: $a $uida, $b $uidb, vitrine $uidv"
    case $own_read in *rc=0) ;; *) verdict="${verdict:+$verdict; }$a cannot read its own state: $own_read" ;; esac
    case $own_ctl in *rc=0) ;; *) verdict="${verdict:+$verdict; }$a cannot reach its own socket: $own_ctl" ;; esac
    case $b_read in *rc=0) verdict="${verdict:+$verdict; }$b READ $a's state" ;; esac
    case $b_ctl in *rc=0) verdict="${verdict:+$verdict; }$b REACHED $a's socket" ;; esac
    case $v_read in *rc=0) verdict="${verdict:+$verdict; }vitrine READ $a's state" ;; esac
    case $v_ctl in *rc=0) verdict="${verdict:+$verdict; }vitrine REACHED $a's socket" ;; esac
    echo "@@LOG isolation: $a uid $uida, $b uid $uidb, vitrine uid $uidv; $modes; $b read: $(echo $b_read | tr '\n' ' '); $b ctl: $(echo $b_ctl | tr '\n' ' '); vitrine read: $(echo $v_read | tr '\n' ' '); vitrine ctl: $(echo $v_ctl | tr '\n' ' ')"
    if [ -z "$verdict" ]; then
        result "$name" PASS "$a (uid $uida) and $b (uid $uidb) apart: $b and vitrine (uid $uidv) cannot read $state or connect to $sock ($modes); $a and root can"
    else
        result "$name" FAIL "$verdict ($modes)"; return 1
    fi
}

# sd-speech:NAME: the same as speech-aloop against the hardened service (vitrine.service as
# installed: DevicePolicy=closed, its DeviceAllow= and groups must let it open /dev/snd/*):
# root's vitrinectl turns speech on, the loopback carries speech, speech off silences it.
step_sd_speech() {
    sd_wait_active || { result "$1" FAIL "vitrine.service not active: $(sd Result)"; return 1; }
    aloop_capture_start || { result "$1" FAIL "$AUDIO_WHY"; return 1; }
    cursor=$(sd_cursor)
    speech_interrupt "$1" vitrinectl; src=$?
    echo "@@LOG $1: $(journalctl -u vitrine.service -o cat --no-pager --after-cursor="$cursor" 2>/dev/null | grep -E 'audio: |speech: ' | head -3 | tr '\n' ' ')"
    aloop_capture_stop
    return $src
}

# jack-uinput:NAME: headphones through a uinput switch (uinput-touch --jack: EV_SW
# SW_HEADPHONE_INSERT, found by the service through udev). Plugging them in must start the
# screen reader (`vitrinectl --json speech status` says "speech": true within 30 s) and put
# speech on the loopback (within 60 s); pulling them out must stop it ("speech": false within
# 30 s) and leave the loopback silent.
speech_status() { vitrinectl --json speech status 2>&1; }
wait_speech_status() { # WANT(true|false) SECONDS
    d=$(deadline "$2")
    until speech_status | grep -q "\"speech\" *: *$1"; do past "$d" && return 1; sleep 0.2; done
}
step_jack_uinput() {
    name=$1
    sd_wait_active || { result "$name" FAIL "vitrine.service not active: $(sd Result)"; return 1; }
    st=$(speech_status); rc=$?
    if [ $rc != 0 ] || ! echo "$st" | grep -q '"speech" *:'; then
        result "$name" FAIL "vitrinectl speech status is not there yet (rc=$rc: $(echo "$st" | tr '\n' ' ' | cut -c1-160)); it needs the kiosk's 'speech status' command"; return 1
    fi
    echo "$st" | grep -q '"speech" *: *false' || { result "$name" FAIL "speech is already on before the jack: $st"; return 1; }
    aloop_capture_start || { result "$name" FAIL "$AUDIO_WHY"; return 1; }
    rm -f /tmp/jcmd /tmp/jdev; mkfifo /tmp/jcmd
    uinput-touch --jack </tmp/jcmd >/tmp/jdev 2>/tmp/"$name".uinput &
    jpid=$!
    exec 8>/tmp/jcmd
    d=$(deadline 10)
    until [ -s /tmp/jdev ] || past "$d"; do sleep 0.1; done
    dev=$(head -1 /tmp/jdev)
    [ -n "$dev" ] || { exec 8>&-; aloop_capture_stop; result "$name" FAIL "uinput-touch --jack made no device: $(cat /tmp/"$name".uinput)"; return 1; }
    # the service opens the switch when udev announces it (as the touchscreen in sd-tap)
    pid=$(sd MainPID)
    d=$(deadline 15)
    until ls -l /proc/"$pid"/fd 2>/dev/null | grep -q " $dev\$"; do past "$d" && break; sleep 0.1; done
    opened=no; ls -l /proc/"$pid"/fd 2>/dev/null | grep -q " $dev\$" && opened=yes
    t_in=$(uptime_ms)
    echo "jack 1" >&8
    verdict=
    if ! wait_speech_status true 30; then
        verdict="speech status still '$(speech_status | tr '\n' ' ' | cut -c1-80)' 30 s after SW_HEADPHONE_INSERT=1 on $dev (the service opened it: $opened; ID_INPUT_SWITCH: $(udevadm info -q property -n "$dev" 2>/dev/null | grep -c ID_INPUT_SWITCH=1)): the kiosk does not start the reader on a headphone jack"
    elif ! wait_loud "$t_in" 60; then
        verdict="speech status true but no block above RMS $SPEECH_LOUD on the loopback within 60 s of the insert (loudest $(rms_max "$t_in"))"
    fi
    t_on=$(awk -v a="$t_in" -v l="$SPEECH_LOUD" '$1 >= a && $2 > l { print $1; exit }' /tmp/rms.log)
    loud=$(rms_max "$t_in")
    t_out=$(uptime_ms)
    echo "jack 0" >&8
    if [ -z "$verdict" ]; then
        if ! wait_speech_status false 30; then
            verdict="speech status still true 30 s after SW_HEADPHONE_INSERT=0: the kiosk does not stop the reader when the headphones are pulled out"
        fi
    fi
    t_false=$(uptime_ms)
    after=$(wait_quiet_window $((t_false + 5 * AUDIO_BLOCK_MS)))
    echo quit >&8; exec 8>&-
    wait $jpid 2>/dev/null
    aloop_capture_stop
    [ -z "$verdict" ] || vitrinectl speech off >/dev/null 2>&1   # the steps after this one run without the reader
    figures="$dev (opened by the service: $opened); insert -> speech on the loopback after $(( ${t_on:-$t_in} - t_in )) ms (loudest block RMS $loud); removal -> speech status false after $((t_false - t_out)) ms, then the loudest block RMS $after"
    if [ -z "$verdict" ] && awk -v m="$after" -v q="$SPEECH_QUIET" 'BEGIN { exit !(m < q) }'; then
        result "$name" PASS "$figures"
    else
        result "$name" FAIL "${verdict:-not silent after the removal (RMS $after, limit $SPEECH_QUIET)} ($figures)"; return 1
    fi
}

# keypad-walk:NAME: the check-in demo walked by a guest who cannot see, with the keypad and
# headphones only. The service runs the check-in scene (a runtime drop-in, removed at the end);
# a uinput device with keys (here the test touchscreen, of which only `key` is used) and a
# uinput headphone jack are found by it through udev. Plugging the jack in must start the reader
# (speech status true within 30 s) and put speech on the loopback (within 60 s); then uinput key
# presses alone (kp6 next, kp5 activate, esc escape) reach "Start check-in, button", the booking
# list, Sofia Rossi's booking, her form's "Name, text field", and back to the list with escape.
# What was heard is read from `vitrinectl speech --follow` (one JSON line per utterance): after
# a press, the reader's focus (speech status `focused`) must move and the first utterance that
# begins with the new focus is what the guest heard. Pulling the jack out must stop the reader.
KW_SAID=/tmp/keypad-walk.jsonl
kw_field() { sed -nE 's/.*"'"$1"'" *: *"(([^"\\]|\\.)*)".*/\1/p'; }
kw_focused() { speech_status | kw_field focused; }
kw_lines() { wc -l <"$KW_SAID"; }
# kw_first_from N PREFIX: the first utterance after the first N lines of the transcript that begins with PREFIX
kw_first_from() {
    kw_field text <"$KW_SAID" | sed -n "$(($1 + 1)),\$p" | awk -v p="$2" 'index($0, p) == 1 { print; exit }'
}
# kw_press KEYNAME CODE: one key on the uinput keypad; waits (bounded) for the reader's focus to
# move and for the utterance of the newly focused element; HEARD is what it said, KW_MS the time
kw_press() {
    n0=$(kw_lines); f0=$(kw_focused); t0=$(uptime_ms); HEARD=
    echo "key $2" >&7
    d=$(deadline 20)
    until f=$(kw_focused); [ -n "$f" ] && [ "$f" != "$f0" ]; do
        past "$d" && { KW_WHY="$1: the reader's focus stayed on '$f0' for 20 s"; return 1; }
        sleep 0.1
    done
    d=$(deadline 20)
    until HEARD=$(kw_first_from "$n0" "$f"); [ -n "$HEARD" ]; do
        past "$d" && { KW_WHY="$1: focus moved to '$f' but nothing beginning with it was said within 20 s"; return 1; }
        sleep 0.1
    done
    KW_MS=$(( $(uptime_ms) - t0 ))
    KW_PRESSES=$((KW_PRESSES + 1))
    echo "@@LOG $KW_NAME: $1 -> heard \"$HEARD\" after $KW_MS ms"
}
# kw_find PHRASE [MAX]: kp6 until the reader says PHRASE (at most MAX presses, default 20)
kw_find() {
    i=0
    while [ $i -lt "${2:-20}" ]; do
        kw_press kp6 77 || return 1
        [ "$HEARD" = "$1" ] && { KW_HEARD="${KW_HEARD:+$KW_HEARD | }$HEARD"; return 0; }
        i=$((i + 1))
    done
    KW_WHY="never heard \"$1\" in ${2:-20} presses of kp6 (last: \"$HEARD\")"; return 1
}
# kw_activate KEYNAME CODE: kp5 or esc; the new screen's first words
kw_activate() { kw_press "$1" "$2" || return 1; KW_HEARD="${KW_HEARD:+$KW_HEARD | }[$1] $HEARD"; }
kw_walk() {
    kw_find "Start check-in, button" || return 1
    kw_activate kp5 76 || return 1
    kw_find "Sofia Rossi, booking AUR-4836, arriving 10:00, 3 nights, 2 guests, Superior Twin, button" || return 1
    kw_activate kp5 76 || return 1
    kw_find "Name, text field" || return 1
    kw_activate esc 1 || return 1
    # back on the booking list: the form's words are gone and her booking is there to find
    case $HEARD in Name*|"Your booking"*) KW_WHY="escape stayed on the form (heard \"$HEARD\")"; return 1 ;; esac
    [ "$HEARD" = "Sofia Rossi, booking AUR-4836, arriving 10:00, 3 nights, 2 guests, Superior Twin, button" ] \
        || kw_find "Sofia Rossi, booking AUR-4836, arriving 10:00, 3 nights, 2 guests, Superior Twin, button"
}
kw_scene() { # kw_scene ARGS: the service's ExecStart with ARGS through a runtime drop-in ("" removes it)
    if [ -n "$1" ]; then
        mkdir -p /run/systemd/system/vitrine.service.d
        printf '[Service]\nExecStart=\nExecStart=/usr/local/bin/vitrine-demo --backend drm --card /dev/dri/card0 %s --config /etc/vitrine/vitrine.toml\n' "$1" \
            >/run/systemd/system/vitrine.service.d/zz-keypad-walk.conf
    else
        rm -f /run/systemd/system/vitrine.service.d/zz-keypad-walk.conf
    fi
    systemctl daemon-reload; systemctl reset-failed vitrine.service; systemctl restart vitrine.service
    sd_wait_active
}
kw_end() { # stop the helpers, the service back on its own scene
    [ -n "${kpid:-}" ] && { echo quit >&7; exec 7>&-; wait "$kpid" 2>/dev/null; kpid=; }
    [ -n "${jpid:-}" ] && { echo quit >&8; exec 8>&-; wait "$jpid" 2>/dev/null; jpid=; }
    [ -n "${fpid:-}" ] && { kill "$fpid" 2>/dev/null; wait "$fpid" 2>/dev/null; fpid=; }
    [ -n "${RMSPID:-}" ] && aloop_capture_stop
    vitrinectl speech off >/dev/null 2>&1
    kw_scene ""
}
# kw_uinput FD ARGS...: uinput-touch ARGS on a command fifo opened on FD; prints its pid, its
# node in /tmp/kw.dev.FD once the service has it open (bounded)
kw_uinput() {
    fd=$1; shift
    rm -f /tmp/kw.cmd."$fd" /tmp/kw.dev."$fd"; mkfifo /tmp/kw.cmd."$fd"
    uinput-touch "$@" </tmp/kw.cmd."$fd" >/tmp/kw.dev."$fd" 2>/tmp/kw.err."$fd" &
    UPID=$!
    eval "exec $fd>/tmp/kw.cmd.$fd"
    d=$(deadline 10)
    until [ -s /tmp/kw.dev."$fd" ] || past "$d"; do sleep 0.1; done
    UDEV=$(head -1 /tmp/kw.dev."$fd")
    [ -n "$UDEV" ] || { KW_WHY="uinput-touch $* made no device: $(cat /tmp/kw.err."$fd")"; return 1; }
    pid=$(sd MainPID)
    d=$(deadline 15)
    until ls -l /proc/"$pid"/fd 2>/dev/null | grep -q " $UDEV\$"; do
        past "$d" && { KW_WHY="the service did not open $UDEV (uinput-touch $*) within 15 s"; return 1; }
        sleep 0.1
    done
}
step_keypad_walk() {
    KW_NAME=$1; KW_WHY=; KW_HEARD=; KW_PRESSES=0; kpid=; jpid=; fpid=; RMSPID=
    t_start=$(uptime_ms)
    kw_scene "--scene checkin" || { KW_WHY="vitrine.service not active on the check-in scene: $(sd Result), $(sd_journal | tail -1)"; kw_end; result "$1" FAIL "$KW_WHY"; return 1; }
    speech_status | grep -q '"speech" *: *false' || { kw_end; result "$1" FAIL "speech status is not false before the jack: $(speech_status)"; return 1; }
    rm -f "$KW_SAID"
    vitrinectl speech --follow >"$KW_SAID" 2>/tmp/keypad-walk.follow &
    fpid=$!
    d=$(deadline 30)
    until grep -q "following speech" /tmp/keypad-walk.follow 2>/dev/null; do
        { past "$d" || ! kill -0 "$fpid" 2>/dev/null; } && { kw_end; result "$1" FAIL "vitrinectl speech --follow did not subscribe: $(cat /tmp/keypad-walk.follow)"; return 1; }
        sleep 0.1
    done
    aloop_capture_start || { KW_WHY=$AUDIO_WHY; kw_end; result "$1" FAIL "$KW_WHY"; return 1; }
    kw_uinput 7 1280 800; rc=$?; kpid=$UPID; keys=$UDEV
    [ $rc = 0 ] || { kw_end; result "$1" FAIL "$KW_WHY"; return 1; }
    kw_uinput 8 --jack; rc=$?; jpid=$UPID; jack=$UDEV
    [ $rc = 0 ] || { kw_end; result "$1" FAIL "$KW_WHY"; return 1; }
    t_in=$(uptime_ms)
    echo "jack 1" >&8
    if ! wait_speech_status true 30; then
        KW_WHY="speech status not true 30 s after the jack went in: $(speech_status | cut -c1-120)"
    elif ! wait_loud "$t_in" 60; then
        KW_WHY="no block above RMS $SPEECH_LOUD on the loopback within 60 s of the jack (loudest $(rms_max "$t_in"))"
    fi
    t_loud=$(awk -v a="$t_in" -v l="$SPEECH_LOUD" '$1 >= a && $2 > l { print $1; exit }' /tmp/rms.log)
    welcome=$(kw_field text <"$KW_SAID" | head -3 | tr '\n' '|')
    t_walk=$(uptime_ms)
    [ -n "$KW_WHY" ] || kw_walk
    t_walked=$(uptime_ms)
    loud_walk=$(rms_count "$t_walk" "$t_walked" "$SPEECH_LOUD")
    t_out=$(uptime_ms)
    echo "jack 0" >&8
    [ -n "$KW_WHY" ] || wait_speech_status false 30 || KW_WHY="speech status still true 30 s after the jack came out"
    t_off=$(uptime_ms)
    n_said=$(kw_lines)
    kw_end
    figures="keys $keys, jack $jack; jack in -> speech on the loopback after $(( ${t_loud:-$t_in} - t_in )) ms, first words \"$welcome\"; $KW_PRESSES key presses in $((t_walked - t_walk)) ms heard: $KW_HEARD; $loud_walk loud blocks during the walk; jack out -> speech status false after $((t_off - t_out)) ms; $n_said utterances; step $(( $(uptime_ms) - t_start )) ms"
    echo "@@LOG $1 transcript: $(kw_field text <"$KW_SAID" | tr '\n' '|' | cut -c1-1500)"
    if [ -z "$KW_WHY" ] && [ "$loud_walk" -gt 0 ]; then
        result "$1" PASS "$figures"
    else
        result "$1" FAIL "${KW_WHY:-no speech on the loopback during the walk} ($figures)"; return 1
    fi
}

step_sd_debug() { # sd-debug:NAME: what the guest's udev and devices look like (diagnostics)
    ls -l /dev/input /dev/dri; ls /sys/class/input; grep -E ' /dev | / ' /proc/self/mountinfo
    systemctl --no-pager status systemd-udevd.service 2>&1 | head -8
    for e in /sys/class/input/event*; do udevadm info "$e" 2>&1 | head -12; done
    result "$1" PASS "diagnostics printed"
}

step_shell() { setsid cttyhack sh; }   # shell:x: interactive busybox shell (run-vm --interactive)

# run_cmdline_steps: every step of guest.steps= in order, then @@DONE.
run_cmdline_steps() {
    allrc=0
    steps=$(tr ' ' '\n' </proc/cmdline | sed -n 's/^guest.steps=//p')
    FRAMES=$(tr ' ' '\n' </proc/cmdline | sed -n 's/^guest.frames=//p'); FRAMES=${FRAMES:-30}
    IFS=,
    set -- $steps
    unset IFS
    for step in "$@"; do
        echo "@@STEP $step start t=$(up)"
        run_step "$step"; src=$?
        [ $src = 0 ] || allrc=1
        echo "@@STEP $step rc=$src t=$(up)"
    done
    echo "@@DONE rc=$allrc t=$(up)"
    sync
}

run_step() {
    IFS=:
    set -- $1
    unset IFS
    kind=$1; shift
    case $kind in
        help|headless|drm-smoke|fbpattern|fbdev|showcase|vncmirror|vncclick|layout|scene|table|textinput|textkeys|pacing|list-outputs|resize|hotplug|vkms|writeback|touch|keys|blank|restore|speech-aloop|sd-ready|sd-dump|sd-tap|sd-kill|sd-reload|sd-control|sd-watchdog|sd-crash|sd-crashloop|sd-stop|sd-app|sd-isolation|sd-debug|sd-speech|jack-uinput|keypad-walk|shell)
            "step_$(echo "$kind" | tr - _)" "$@" ;;
        *) result "${1:-$kind}" FAIL "unknown step kind '$kind'"; return 1 ;;
    esac
}
