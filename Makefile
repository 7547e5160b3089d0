# Vitrine — the two commands: `make demo` runs the demo (on the display, or over VNC where
# there is none), `make test` runs every test.
# Both start with `deps`, which installs what a fresh Debian 12 machine with the Swift
# toolchain lacks.

SHELL      := /bin/bash
SWIFT      ?= swift
OUT        ?= out
DEMO_ARGS  ?= --backend headless --size 1280x800 --frames 60 --screenshot $(OUT)/demo.png
ROTATE_ARGS ?= --backend headless --size 800x480 --frames 30 --rotate-to portrait --screenshot $(OUT)/demo-rotated.png
# make demo: where the VNC server listens when there is no display, the scene, the size.
VNC_LISTEN ?= 127.0.0.1:5900
DEMO_SCENE ?= menu
DEMO_SIZE  ?= 1280x800
DEMO_BACKEND ?=

# pkg-config module -> Debian package that provides it.
PC_DEPS := \
	libdrm:libdrm-dev \
	libinput:libinput-dev \
	libudev:libudev-dev \
	freetype2:libfreetype-dev \
	pixman-1:libpixman-1-dev \
	libpng:libpng-dev \
	xkbcommon:libxkbcommon-dev \
	fontconfig:libfontconfig-dev \
	harfbuzz:libharfbuzz-dev \
	icu-uc:libicu-dev \
	libhangul:libhangul-dev \
	anthy:libanthy-dev \
	rime:librime-dev \
	cairo:libcairo2-dev \
	libturbojpeg:libturbojpeg0-dev \
	libvncserver:libvncserver-dev \
	espeak-ng:libespeak-ng-dev \
	alsa:libasound2-dev
# command -> Debian package, for the guest tests (qemu + real kernel DRM; Tests/Guest/README.md).
# python3 is present on Debian; build-vkms installs linux-headers-<abi>-amd64 itself (optional).
GUEST_PKGS := \
	qemu-system-x86_64:qemu-system-x86 \
	busybox:busybox-static \
	cpio:cpio \
	depmod:kmod \
	xz:xz-utils \
	strip:binutils \
	python3:python3
# The end-to-end VNC tests (Tests/VNC) drive the kiosk with vncdotool, a VNC client from PyPI
# that no one here wrote, pinned, in a virtualenv of its own (.build-venv, git-ignored).
VNC_PKGS := \
	python3:python3 \
	pip3:python3-pip
# (versions: Tests/VNC/requirements.txt; the virtualenv is rebuilt when that file changes)
VENV            ?= .build-venv
# The guest tests' work directory: the static release build the soak, the template's deploy and
# the guest tests share, the guest kernel (Tests/Guest/run-all).
GUEST_WORK      ?= $(CURDIR)/.build-guest
export GUEST_WORK
# Debian's multiarch library directory (espeak-ng's voice data lives under it).
MULTIARCH := $(shell dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -dumpmachine 2>/dev/null || echo x86_64-linux-gnu)
# file -> Debian package that provides it. The `fontconfig` package builds fontconfig's font
# caches in /var/cache/fontconfig when fonts are installed; without them the first font lookup
# scans every font file, on every start when no per-user cache is writable (the kiosk service).
# The Japanese and Chinese input methods' data: anthy's dictionary, and rime's defaults plus the
# luna_pinyin and bopomofo schemas (librime-data only recommends them, and deps installs
# without recommends), and OpenCC's tables for luna_pinyin's simplified output.
FILE_DEPS := \
	/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:fonts-dejavu-core \
	/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:fonts-dejavu-core \
	/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf:fonts-dejavu-extra \
	/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf:fonts-noto-core \
	/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc:fonts-noto-cjk \
	/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc:fonts-noto-cjk \
	/usr/share/fonts/opentype/inter/Inter-Regular.otf:fonts-inter \
	/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf:fonts-noto-color-emoji \
	/usr/bin/fc-cache:fontconfig \
	/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf:fonts-material-design-icons-iconfont \
	/usr/share/X11/xkb/rules/evdev:xkb-data \
	/usr/share/X11/locale/en_US.UTF-8/Compose:libx11-data \
	/usr/lib/$(MULTIARCH)/espeak-ng-data/ko_dict:espeak-ng-data \
	/usr/share/anthy/anthy.dic:anthy-common \
	/usr/share/rime-data/default.yaml:librime-data \
	/usr/share/rime-data/luna_pinyin.schema.yaml:rime-data-luna-pinyin \
	/usr/share/rime-data/bopomofo.schema.yaml:rime-data-bopomofo \
	/usr/share/opencc/t2s.json:libopencc-data

# The end of deps, guest-deps and vnc-tools: the Debian packages in $$missing (deduplicated)
# installed when run as root, else the exact apt-get line printed and a failure; nothing
# missing says so. $(1) names the target in the messages.
apt_install_missing = missing=$$(echo $$missing | tr ' ' '\n' | sort -u | tr '\n' ' '); \
	if [ -z "$$(echo $$missing | tr -d ' ')" ]; then echo "$(1): all present"; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "$(1): installing $$missing"; \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update -qq && apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends $$missing; \
	else \
		echo "$(1): missing packages; run:"; \
		echo "  sudo apt-get install -y --no-install-recommends $$missing"; \
		exit 1; \
	fi

.PHONY: all deps build demo demo-png test test-unit test-soak test-guest guest-deps vnc-tools test-vnc bench clean docs test-docs

all: build

## deps: check the C libraries and fonts; install missing Debian packages (as root) or
## print the exact apt-get line and fail.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	for pair in $(PC_DEPS); do \
		mod=$${pair%%:*}; pkg=$${pair##*:}; \
		pkg-config --exists $$mod 2>/dev/null || missing="$$missing $$pkg"; \
	done; \
	for pair in $(FILE_DEPS); do \
		file=$${pair%%:*}; pkg=$${pair##*:}; \
		[ -e $$file ] || missing="$$missing $$pkg"; \
	done; \
	$(call apt_install_missing,deps)

build: deps
	$(SWIFT) build -c release

## demo: the demo menu (every demo as a card; a tap opens it, its Demos button comes back),
## until Ctrl-C. On a machine with a connected display (DRM), on that
## display; on a machine without one, served over VNC on $(VNC_LISTEN) (loopback only): connect
## with any VNC viewer, e.g. `vncviewer 127.0.0.1::5900`, or from another machine through an SSH
## tunnel (`ssh -L 5900:127.0.0.1:5900 HOST`, then the same). DEMO_BACKEND=vnc forces VNC;
## DEMO_SCENE=checkin (or any `vitrine-demo --help` scene) opens one scene directly.
demo: deps
	$(SWIFT) build -c release --product vitrine-demo
	@backend=$(DEMO_BACKEND); \
	if [ -z "$$backend" ]; then \
		backend=vnc; \
		for s in /sys/class/drm/card*-*/status; do \
			[ -r "$$s" ] && [ "$$(cat "$$s")" = connected ] && { backend=drm; break; }; \
		done; \
	fi; \
	if [ "$$backend" = drm ]; then \
		echo "demo: on the DRM display (Ctrl-C stops it)"; \
		exec .build/release/vitrine-demo --backend drm --scene $(DEMO_SCENE) --until-stopped; \
	else \
		echo "demo: no display here: serving the demo over VNC on $(VNC_LISTEN) (Ctrl-C stops it)"; \
		echo "demo: connect with a VNC viewer: vncviewer $(subst :,::,$(VNC_LISTEN))"; \
		echo "demo: from another machine: ssh -L 5900:$(VNC_LISTEN) THIS-HOST, then vncviewer 127.0.0.1::5900"; \
		exec .build/release/vitrine-demo --backend vnc --vnc-listen $(VNC_LISTEN) --size $(DEMO_SIZE) \
			--scene $(DEMO_SCENE) --until-stopped; \
	fi

## demo-png: the showcase, headless, written to $(OUT)/demo.png, then the dashboard turned to
## portrait (its two child controllers re-arranged) to $(OUT)/demo-rotated.png
demo-png: deps
	@mkdir -p $(OUT)
	$(SWIFT) build -c release --product vitrine-demo
	.build/release/vitrine-demo $(DEMO_ARGS)
	.build/release/vitrine-demo $(ROTATE_ARGS)

## test: every test (unit, end-to-end on the headless backend, goldens, the app template), then the guest tests.
## What the later suites build (the static release binaries, the guest kernel, the template) is
## built ahead in the background at the lowest priority while the unit, docs and systemd tests
## run (Tests/build-ahead, log in $(OUT)/build-ahead.log; each suite still runs its own build,
## which then finds it done or waits for it). The soak (one core, its heap figures are all it
## checks) runs beside the guest tests (one qemu core, limits scaled by the host's slowness),
## its output printed after theirs.
test: deps guest-deps vnc-tools
	@mkdir -p $(OUT)
	@$(SWIFT) package resolve >/dev/null
	@echo "test: building ahead for the later suites in the background (Tests/build-ahead, $(OUT)/build-ahead.log)"
	@nice -n 19 Tests/build-ahead >$(OUT)/build-ahead.log 2>&1 </dev/null &
	@$(MAKE) --no-print-directory test-unit
	@$(MAKE) --no-print-directory test-docs
	@$(MAKE) --no-print-directory test-systemd
	@# The template's deploy takes this binary when it exists: finished first (or waited for).
	@$(SWIFT) build -c release --static-swift-stdlib --product vitrine-demo --scratch-path $(GUEST_WORK)/swift
	@$(MAKE) --no-print-directory test-template
	@$(MAKE) --no-print-directory test-vnc
	@echo "test: the soak runs beside the guest tests; its output follows theirs"; \
	nice -n 10 $(MAKE) --no-print-directory test-soak >$(OUT)/test-soak.log 2>&1 </dev/null & soak=$$!; \
	rc=0; $(MAKE) --no-print-directory test-guest || rc=1; \
	wait $$soak || rc=1; \
	echo "--- test-soak ($(OUT)/test-soak.log)"; cat $(OUT)/test-soak.log; \
	exit $$rc

test-unit:
	$(SWIFT) build --build-tests
	@mkdir -p $(OUT)
	@set -o pipefail; $(SWIFT) test --skip-build 2>&1 | tee $(OUT)/test-unit.log
	@# XCTest's closing "Executed N tests, with F failures" and Swift Testing's "Test run with
	@# N tests ... passed|failed", with its "✘ Test x() failed" and "➜ Test x() skipped" lines.
	@awk '/Executed [0-9]+ tests?, with/ { line = $$0 } \
		/Test run with [0-9]+ tests?/ { st = $$0 } \
		/^✘ Test .* failed after/ && !/Test run with/ { stf++ } \
		/^➜ Test .* skipped/ { sts++ } END { \
		n = line; sub(/.*Executed /, "", n); sub(/ test.*/, "", n); \
		f = line; sub(/ failures? .*/, "", f); sub(/.* /, "", f); \
		s = 0; if (line ~ /skipped/) { s = line; sub(/.*with /, "", s); sub(/ tests? skipped.*/, "", s) } \
		stn = 0; if (st != "") { stn = st; sub(/.*Test run with /, "", stn); sub(/ test.*/, "", stn) } \
		printf "XCTest: %d passed, %d failed, %d skipped; Swift Testing: %d passed, %d failed, %d skipped\n", \
			n - f - s, f, s, stn - stf - sts, stf, sts; \
		printf "tests: %d passed, %d failed, %d skipped\n", n - f - s + stn - stf - sts, f + stf, s + sts }' $(OUT)/test-unit.log

## docs: the DocC archives of Vitrine, VitrineShell and VitrineTesting in $(OUT)/docs (Docs/build-docs):
## symbol graphs from the debug build, the articles' screenshots rendered headless, the
## configuration reference generated from Config/vitrine.toml, every Swift sample type-checked,
## docc with warnings as errors. Browse one with the `docc preview` line it prints.
docs: deps
	$(SWIFT) build --build-tests
	@OUT=$(OUT) SWIFT=$(SWIFT) Docs/build-docs

## test-docs: the same checks from the debug build test-unit made (part of `make test`), the
## archives without static-hosting copies (faster).
test-docs:
	@OUT=$(OUT) SWIFT=$(SWIFT) Docs/build-docs --check

## guest-deps: qemu, busybox-static, cpio, kmod, xz for the guest tests; installs the missing
## packages (as root) or prints the exact apt-get line and fails, like deps.
guest-deps:
	@missing=""; \
	for pair in $(GUEST_PKGS); do \
		cmd=$${pair%%:*}; pkg=$${pair##*:}; \
		command -v $$cmd >/dev/null 2>&1 || missing="$$missing $$pkg"; \
	done; \
	if command -v busybox >/dev/null 2>&1 && ! file -L $$(command -v busybox) 2>/dev/null | grep -q 'statically linked'; then \
		missing="$$missing busybox-static file"; fi; \
	command -v file >/dev/null 2>&1 || missing="$$missing file"; \
	$(call apt_install_missing,guest-deps)

## test-guest: boot qemu (TCG) with virtio-gpu, bochs and vkms and run the static vitrine-demo
## on real kernel DRM; screendumps are compared with the headless backend (Tests/Guest/README.md)
test-guest: deps guest-deps vnc-tools
	@Tests/Guest/run-all

## vnc-tools: vncdotool (PyPI, pinned with its dependencies in Tests/VNC/requirements.txt) in the
## virtualenv $(VENV), for the VNC tests;
## python3-venv (Debian's venv needs it for ensurepip) is installed like deps does (as root),
## or the exact apt-get line is printed.
vnc-tools:
	@missing=""; \
	for pair in $(VNC_PKGS); do \
		cmd=$${pair%%:*}; pkg=$${pair##*:}; \
		command -v $$cmd >/dev/null 2>&1 || missing="$$missing $$pkg"; \
	done; \
	python3 -c 'import ensurepip, venv' 2>/dev/null || missing="$$missing python3-venv"; \
	$(call apt_install_missing,vnc-tools)
	@if cmp -s Tests/VNC/requirements.txt $(VENV)/requirements.txt && [ -x $(VENV)/bin/vncdo ]; then \
		echo "vnc-tools: vncdotool $$(sed -n 's/^vncdotool==//p' Tests/VNC/requirements.txt) in $(VENV)"; \
	else \
		rm -rf $(VENV) && python3 -m venv $(VENV) && \
		$(VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/VNC/requirements.txt && \
		cp Tests/VNC/requirements.txt $(VENV)/requirements.txt && \
		echo "vnc-tools: installed vncdotool $$(sed -n 's/^vncdotool==//p' Tests/VNC/requirements.txt) in $(VENV)"; \
	fi

## test-soak: the dashboard for 100,000 frames on the virtual clock (vitrine-demo --virtual-soak,
## 800x480, the static release build test-guest and test-template use, in GUEST_WORK's scratch
## path): fails when the heap in use grows by more than 1 MiB after the warm-up
## (Tests/Soak/check-soak; about two to three minutes on 2 cores)
test-soak: deps
	@Tests/Soak/check-soak

## test-vnc: the VNC remote console end to end with vncdotool (Tests/VNC/check-vnc): captures
## equal the headless render, clicks press the tap scene's button, view/control roles, a stalled
## client, 50 clients, malformed RFB, a pointer flood, wrong passwords, every scene.
test-vnc: vnc-tools
	@Tests/VNC/check-vnc

## bench: the frame benchmarks (medians)
bench: deps
	$(SWIFT) build -c release --product vitrine-bench
	.build/release/vitrine-bench

clean:
	rm -rf .build $(OUT)

# --- systemd service (systemd/, Sources/VitrinePlatform/System/Systemd/) -----------------------
# Where `make install` puts things. The binary goes under PREFIX; everything systemd and udev
# read goes under /etc (the local administrator's place, always searched, and the match for a
# /usr/local binary: a distribution package would use /usr/lib/... instead). The units' ExecStart=
# paths are rewritten to $(BINDIR). DESTDIR stages into a root (packaging, images).
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
SYSCONFDIR   ?= /etc
UNITDIR      ?= $(SYSCONFDIR)/systemd/system
UDEVRULESDIR ?= $(SYSCONFDIR)/udev/rules.d
SYSUSERSDIR  ?= $(SYSCONFDIR)/sysusers.d
CONFDIR      ?= $(SYSCONFDIR)/vitrine
INSTALL      ?= install
REMOTE_CONSOLE ?= off
SYSTEMD_UNITS := vitrine.service vitrine-app@.service vitrine-vnc.socket

.PHONY: install uninstall test-systemd check-checkin-speech

## install: vitrine-demo, vitrinectl and the example app vitrine-hello to $(BINDIR), the units to $(UNITDIR)
## (with the VNC remote console's drop-ins in vitrine.service.d, installed turned off as
## remote-console.conf.disabled (the service listens on 127.0.0.1:5900 itself) and
## remote-console-socket.conf.disabled (socket-activated through vitrine-vnc.socket, the
## service's hardening untouched): rename one to *.conf to turn it on, or install with
## REMOTE_CONSOLE=on (the first) / REMOTE_CONSOLE=remote-console-socket; one turned on stays on
## on reinstall), the udev rule to $(UDEVRULESDIR),
## the user to $(SYSUSERSDIR), Config/vitrine.toml (if present) to $(CONFDIR) (an existing,
## edited config is kept and the new one written beside it as vitrine.toml.new). Builds the
## release binary only if there is none: run `make build` first as yourself, then
## `sudo make install`. With no DESTDIR, as root, on a systemd machine: also creates the user,
## reloads udev and systemd; it does not enable the service (`systemctl enable --now vitrine`).
## The user is vitrine.service's only: app instances (vitrine-app@APP) are dynamic users of
## their own (state in /var/lib/vitrine-app/APP, socket in /run/vitrine-app/APP), made by
## systemd when they start.
install:
	@[ -x .build/release/vitrine-demo ] || $(SWIFT) build -c release --product vitrine-demo
	@[ -x .build/release/vitrinectl ] || $(SWIFT) build -c release --product vitrinectl
	@[ -x .build/release/vitrine-hello ] || $(SWIFT) build -c release --product vitrine-hello
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(UNITDIR) $(DESTDIR)$(UDEVRULESDIR) $(DESTDIR)$(SYSUSERSDIR)
	$(INSTALL) -m 0755 .build/release/vitrine-demo $(DESTDIR)$(BINDIR)/vitrine-demo
	$(INSTALL) -m 0755 .build/release/vitrinectl $(DESTDIR)$(BINDIR)/vitrinectl
	$(INSTALL) -m 0755 .build/release/vitrine-hello $(DESTDIR)$(BINDIR)/vitrine-hello
	@set -e; for u in $(SYSTEMD_UNITS); do \
		sed -e 's#/usr/local/bin/#$(BINDIR)/#g' -e 's#/etc/vitrine/#$(CONFDIR)/#g' systemd/$$u > $(DESTDIR)$(UNITDIR)/$$u.tmp; \
		chmod 0644 $(DESTDIR)$(UNITDIR)/$$u.tmp; mv $(DESTDIR)$(UNITDIR)/$$u.tmp $(DESTDIR)$(UNITDIR)/$$u; \
		echo "installed $(DESTDIR)$(UNITDIR)/$$u"; \
	done
	@set -e; $(INSTALL) -d $(DESTDIR)$(UNITDIR)/vitrine.service.d; \
		for c in remote-console remote-console-socket; do \
			at=$(DESTDIR)$(UNITDIR)/vitrine.service.d/$$c; \
			if [ "$(REMOTE_CONSOLE)" = "$$c" ] || { [ "$(REMOTE_CONSOLE)" = on ] && [ $$c = remote-console ]; }; then \
				d=$$at.conf; rm -f $$at.conf.disabled; \
			else d=$$at.conf.disabled; [ -e $$at.conf ] && d=$$at.conf; fi; \
			sed -e 's#/usr/local/bin/#$(BINDIR)/#g' -e 's#/etc/vitrine/#$(CONFDIR)/#g' systemd/vitrine.service.d/$$c.conf > $$d.tmp; \
			chmod 0644 $$d.tmp; mv $$d.tmp $$d; \
			echo "installed $$d (the VNC remote console; see the file)"; \
		done
	$(INSTALL) -m 0644 systemd/70-vitrine.rules $(DESTDIR)$(UDEVRULESDIR)/70-vitrine.rules
	$(INSTALL) -m 0644 systemd/sysusers.d/vitrine.conf $(DESTDIR)$(SYSUSERSDIR)/vitrine.conf
	@set -e; if [ -f Config/vitrine.toml ]; then \
		$(INSTALL) -d $(DESTDIR)$(CONFDIR); \
		if [ -e $(DESTDIR)$(CONFDIR)/vitrine.toml ] && ! cmp -s Config/vitrine.toml $(DESTDIR)$(CONFDIR)/vitrine.toml; then \
			$(INSTALL) -m 0644 Config/vitrine.toml $(DESTDIR)$(CONFDIR)/vitrine.toml.new; \
			echo "kept the edited $(DESTDIR)$(CONFDIR)/vitrine.toml; the new default is vitrine.toml.new"; \
		else \
			$(INSTALL) -m 0644 Config/vitrine.toml $(DESTDIR)$(CONFDIR)/vitrine.toml; \
			echo "installed $(DESTDIR)$(CONFDIR)/vitrine.toml"; \
		fi; \
	else echo "no Config/vitrine.toml: no config installed (vitrine-demo uses its defaults)"; fi
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && [ -d /run/systemd/system ]; then \
		systemd-sysusers $(SYSUSERSDIR)/vitrine.conf; \
		udevadm control --reload; \
		udevadm trigger --subsystem-match=drm --subsystem-match=input --subsystem-match=graphics || true; \
		systemctl daemon-reload; \
		echo "start it with: systemctl enable --now vitrine.service"; \
	else \
		echo "then, on the target: systemd-sysusers; udevadm control --reload; systemctl daemon-reload; systemctl enable --now vitrine.service"; \
	fi

## uninstall: stops and disables the service (no DESTDIR, as root, on a systemd machine) and
## removes what install put there; keeps the user, /var/lib/vitrine, the apps' state
## (/var/lib/private/vitrine-app), and a config that was edited.
uninstall:
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && [ -d /run/systemd/system ]; then \
		systemctl disable --now vitrine.service 2>/dev/null || true; \
		systemctl stop 'vitrine-app@*.service' 2>/dev/null || true; \
	fi
	rm -f $(DESTDIR)$(BINDIR)/vitrine-demo $(DESTDIR)$(BINDIR)/vitrinectl $(DESTDIR)$(BINDIR)/vitrine-hello
	rm -f $(addprefix $(DESTDIR)$(UNITDIR)/,$(SYSTEMD_UNITS))
	rm -f $(addprefix $(DESTDIR)$(UNITDIR)/vitrine.service.d/,remote-console.conf remote-console.conf.disabled remote-console-socket.conf remote-console-socket.conf.disabled)
	@rmdir $(DESTDIR)$(UNITDIR)/vitrine.service.d 2>/dev/null || true
	rm -f $(DESTDIR)$(UDEVRULESDIR)/70-vitrine.rules $(DESTDIR)$(SYSUSERSDIR)/vitrine.conf
	rm -f $(DESTDIR)$(CONFDIR)/vitrine.toml.new
	@if [ -f Config/vitrine.toml ] && cmp -s Config/vitrine.toml $(DESTDIR)$(CONFDIR)/vitrine.toml; then \
		rm -f $(DESTDIR)$(CONFDIR)/vitrine.toml; fi
	@rmdir $(DESTDIR)$(CONFDIR) 2>/dev/null || true
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && [ -d /run/systemd/system ]; then \
		systemctl daemon-reload; udevadm control --reload || true; \
	fi
	@echo "kept: the vitrine user, /var/lib/vitrine, /var/lib/private/vitrine-app (apps' state), and $(CONFDIR)/vitrine.toml if edited"

## test-systemd: the unit files, udev rule and sysusers.d entry (systemd-analyze verify and
## security --offline, exposure at most 1.2; Tests/Systemd/check-unit), and state restoration
## across a SIGKILL restart (Tests/Systemd/check-restore, headless), and the control socket with
## vitrinectl (Tests/Systemd/check-control, headless), and signals at start-up and during the
## demo's --hold (Tests/Systemd/check-signals), Timer, asyncAfter, Task.sleep and
## perform(afterDelay:) firing on the real clock in the kiosk (Tests/Systemd/check-timers), and
## the check-in kiosk walked end to end with vitrinectl (Tests/Systemd/check-checkin: the flow,
## a restart restoring it, the idle timeout), and walked by a guest who cannot see, with the
## keypad and the screen reader only (check-checkin-speech)
test-systemd:
	@Tests/Systemd/check-unit
	@Tests/Systemd/check-restore
	@Tests/Systemd/check-control
	@Tests/Systemd/check-app
	@Tests/Systemd/check-timers
	@Tests/Systemd/check-signals
	@Tests/Systemd/check-checkin
	@Tests/Systemd/check-checkin-speech

## check-checkin-speech: the check-in kiosk completed end to end by a scripted guest who cannot
## see: speech on, keypad keys only (vitrinectl key kp6|kp4|kp5|esc), the spoken transcript
## checked in English and in Korean (Tests/Systemd/check-checkin-speech, headless)
check-checkin-speech:
	@Tests/Systemd/check-checkin-speech

# --- your own app: make app APP=… (Examples/KioskTemplate, Docs/deploying-an-app.md) -----------
# APP is the app's name everywhere: the binary $(BINDIR)/APP, the config $(CONFDIR)/APP.toml, the
# unit instance vitrine-app@APP (its dynamic user vitrine-APP: letters, digits, _ and -, at most
# 23 characters). APP_PACKAGE is the app's Swift package (relative to this directory, or
# absolute), APP_PRODUCT its executable product, APP_SCRATCH_PATH its build directory (empty:
# the package's own .build), APP_CONFIG the config written when there is none (empty: the
# package's Config/APP.toml, else Vitrine's Config/vitrine.toml, which documents every key).
APP              ?=
APP_PACKAGE      ?= .
APP_PRODUCT      ?= $(APP)
APP_SCRATCH_PATH ?=
APP_CONFIG       ?=
# yes: `make app` always runs the (incremental) build, also as root (default: as root only when
# there is no build yet).
APP_BUILD        ?=
APP_SWIFT_BUILD   = $(SWIFT) build -c release --static-swift-stdlib --package-path $(APP_PACKAGE) \
	$(if $(APP_SCRATCH_PATH),--scratch-path $(APP_SCRATCH_PATH))

.PHONY: app app-build app-uninstall test-template

# The resource bundles of the product's own targets (`swift package describe` on stdin, the
# product as argument): PACKAGE_TARGET.resources, one a line. Bundles of other packages the
# binary uses are found by the path SwiftPM's generated accessor keeps in the binary.
APP_BUNDLES_PY := import json, sys; d = json.load(sys.stdin); \
	[print(d["name"] + "_" + t["name"] + ".resources") for t in d["targets"] \
	 if t.get("resources") and sys.argv[1] in (t.get("product_memberships") or [])]

# The checks every app target starts with: APP given and a valid name.
app_name_check = @if [ -z "$(APP)" ]; then \
		echo "usage: make $@ APP=name [APP_PACKAGE=dir] [APP_PRODUCT=product] [DESTDIR=root]" >&2; exit 2; \
	elif ! [[ "$(APP)" =~ ^[A-Za-z0-9_][A-Za-z0-9_-]{0,22}$$ ]]; then \
		echo "$@: APP=$(APP): the name must be letters, digits, _ and - (not first), at most 23 characters (the unit's user is vitrine-APP)" >&2; exit 2; \
	fi

## app-build: the app's executable as a static release binary (--static-swift-stdlib: the Swift
## runtime, Foundation and Dispatch linked in; only glibc and the C libraries stay shared).
app-build:
	$(app_name_check)
	$(APP_SWIFT_BUILD) --product $(APP_PRODUCT)

## app: build the app (app-build; as root only when there is no build yet: run `make app-build
## APP=…` as yourself first, then `sudo make app APP=…`) and install it: the binary as
## $(BINDIR)/APP, its SwiftPM resource bundles (*.resources) beside it where the generated
## `Bundle.module` looks, the config $(CONFDIR)/APP.toml (an existing, edited one is kept and
## the new one written beside it as APP.toml.new), vitrine-app@.service, and enable
## vitrine-app@APP: with DESTDIR offline (`systemctl --root`), without DESTDIR as root on a
## running systemd `systemctl enable` (start it with `systemctl start vitrine-app@APP`).
app: export app_bundles := $(APP_BUNDLES_PY)
app:
	$(app_name_check)
	@set -eo pipefail; \
	bin=$$($(APP_SWIFT_BUILD) --show-bin-path); \
	if [ "$(APP_BUILD)" = yes ] || [ "$$(id -u)" != 0 ] || [ ! -x "$$bin/$(APP_PRODUCT)" ]; then \
		echo "$(APP_SWIFT_BUILD) --product $(APP_PRODUCT)"; $(APP_SWIFT_BUILD) --product $(APP_PRODUCT); \
	else echo "app: as root: using the existing build $$bin/$(APP_PRODUCT) (make app-build APP=$(APP) rebuilds it)"; fi; \
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(UNITDIR) $(DESTDIR)$(CONFDIR); \
	$(INSTALL) -m 0755 "$$bin/$(APP_PRODUCT)" $(DESTDIR)$(BINDIR)/$(APP); \
	echo "installed $(DESTDIR)$(BINDIR)/$(APP)"; \
	own=$$($(SWIFT) package --package-path $(APP_PACKAGE) $(if $(APP_SCRATCH_PATH),--scratch-path $(APP_SCRATCH_PATH)) \
		describe --type json | python3 -c "$$app_bundles" $(APP_PRODUCT)); \
	for b in "$$bin"/*.resources; do \
		[ -d "$$b" ] || continue; n=$${b##*/}; \
		grep -qxF "$$n" <<<"$$own" || grep -qaF "/$$n" "$$bin/$(APP_PRODUCT)" || continue; \
		rm -rf "$(DESTDIR)$(BINDIR)/$$n.tmp"; cp -R "$$b" "$(DESTDIR)$(BINDIR)/$$n.tmp"; \
		chmod -R u=rwX,go=rX "$(DESTDIR)$(BINDIR)/$$n.tmp"; \
		rm -rf "$(DESTDIR)$(BINDIR)/$$n"; mv "$(DESTDIR)$(BINDIR)/$$n.tmp" "$(DESTDIR)$(BINDIR)/$$n"; \
		echo "installed $(DESTDIR)$(BINDIR)/$$n (the resource bundle Bundle.module finds beside the binary)"; \
	done; \
	conf='$(APP_CONFIG)'; \
	if [ -z "$$conf" ]; then conf=$(APP_PACKAGE)/Config/$(APP).toml; [ -f "$$conf" ] || conf=Config/vitrine.toml; fi; \
	rc=0; out=$$(timeout 30 "$$bin/$(APP_PRODUCT)" --check-config "$$conf" 2>&1) || rc=$$?; \
	if [ $$rc = 78 ]; then echo "app: $$out" >&2; exit 1; fi; \
	dest=$(DESTDIR)$(CONFDIR)/$(APP).toml; \
	if [ -e "$$dest" ] && ! cmp -s "$$conf" "$$dest"; then \
		$(INSTALL) -m 0644 "$$conf" "$$dest.new"; \
		echo "kept the edited $$dest; the new default ($$conf) is $(APP).toml.new"; \
	else \
		$(INSTALL) -m 0644 "$$conf" "$$dest"; echo "installed $$dest (from $$conf)"; \
	fi; \
	u=$(DESTDIR)$(UNITDIR)/vitrine-app@.service; \
	sed -e 's#/usr/local/bin/#$(BINDIR)/#g' -e 's#/etc/vitrine/#$(CONFDIR)/#g' systemd/vitrine-app@.service > "$$u.tmp"; \
	chmod 0644 "$$u.tmp"; mv "$$u.tmp" "$$u"; echo "installed $$u"; \
	if [ -n "$(DESTDIR)" ]; then \
		systemctl --root=$(DESTDIR) enable vitrine-app@$(APP).service; \
		echo "enabled vitrine-app@$(APP) in $(DESTDIR) (it starts at boot)"; \
	elif [ "$$(id -u)" = 0 ] && [ -d /run/systemd/system ]; then \
		systemctl daemon-reload; systemctl enable vitrine-app@$(APP).service; \
		echo "enabled vitrine-app@$(APP); start it now with: systemctl start vitrine-app@$(APP) (it stops vitrine.service)"; \
	else \
		echo "then, on the target: systemctl daemon-reload; systemctl enable --now vitrine-app@$(APP)"; \
	fi

## app-uninstall: disable vitrine-app@APP (offline with DESTDIR) and remove its binary and the
## resource bundles it uses; keeps its config when edited, its state
## (/var/lib/private/vitrine-app/APP) and vitrine-app@.service (other apps may use it).
app-uninstall: export app_bundles := $(APP_BUNDLES_PY)
app-uninstall:
	$(app_name_check)
	@set -e; \
	if [ -n "$(DESTDIR)" ]; then systemctl --root=$(DESTDIR) disable vitrine-app@$(APP).service 2>/dev/null || true; \
	elif [ "$$(id -u)" = 0 ] && [ -d /run/systemd/system ]; then systemctl disable --now vitrine-app@$(APP).service || true; fi; \
	exe=$(DESTDIR)$(BINDIR)/$(APP); \
	own=$$($(SWIFT) package --package-path $(APP_PACKAGE) $(if $(APP_SCRATCH_PATH),--scratch-path $(APP_SCRATCH_PATH)) \
		describe --type json 2>/dev/null | python3 -c "$$app_bundles" $(APP_PRODUCT) 2>/dev/null) || true; \
	if [ -f "$$exe" ]; then \
		for b in $(DESTDIR)$(BINDIR)/*.resources; do \
			[ -d "$$b" ] || continue; \
			{ grep -qxF "$${b##*/}" <<<"$$own" || grep -qaF "/$${b##*/}" "$$exe"; } && { rm -rf "$$b"; echo "removed $$b"; }; \
		done; \
		rm -f "$$exe"; echo "removed $$exe"; \
	fi; \
	conf='$(APP_CONFIG)'; \
	if [ -z "$$conf" ]; then conf=$(APP_PACKAGE)/Config/$(APP).toml; [ -f "$$conf" ] || conf=Config/vitrine.toml; fi; \
	rm -f $(DESTDIR)$(CONFDIR)/$(APP).toml.new; \
	if cmp -s "$$conf" $(DESTDIR)$(CONFDIR)/$(APP).toml; then rm -f $(DESTDIR)$(CONFDIR)/$(APP).toml; \
	elif [ -e $(DESTDIR)$(CONFDIR)/$(APP).toml ]; then echo "kept the edited $(DESTDIR)$(CONFDIR)/$(APP).toml"; fi

## test-template: the app template (Examples/KioskTemplate) built (debug), its test run and the
## app started headless, in its own scratch path .build-template (it compiles Vitrine again, as
## any app does); then `make app` into a temporary DESTDIR, checked and run from there
## (Tests/Template/check-template). TEMPLATE_DEPLOY=demo deploys vitrine-demo from the static
## release build test-guest makes anyway; TEMPLATE_DEPLOY=template deploys the template (a
## release build of Vitrine more: about 5 to 9 minutes on 2 cores); 0 deploys nothing.
TEMPLATE_DEPLOY ?= demo
test-template:
	@[ -x .build/debug/vitrinectl ] || $(SWIFT) build --product vitrinectl
	@TEMPLATE_DEPLOY=$(TEMPLATE_DEPLOY) Tests/Template/check-template

# --- cross-building for arm64 (Docs/cross-building.md) -----------------------------------------
.PHONY: test-cross-arm64 print-pc-packages print-pc-modules

## test-cross-arm64: a Debian arm64 sysroot with every C library Vitrine uses (apt-get into a
## private state under .build-cross-arm64; nothing installed), C and SwiftPM's C targets built for
## aarch64-unknown-linux-gnu and run under qemu-aarch64; the Swift part needs an aarch64 Swift SDK
## (CROSS_SWIFT_SDK=name) and is skipped without one. Not part of `make test` (about 100 MB).
test-cross-arm64:
	@Tests/Cross/check-arm64

# The Debian -dev packages and the pkg-config modules of PC_DEPS (for Tests/Cross/check-arm64).
print-pc-packages:
	@echo $(foreach p,$(PC_DEPS),$(lastword $(subst :, ,$(p))))
print-pc-modules:
	@echo $(foreach p,$(PC_DEPS),$(firstword $(subst :, ,$(p))))
