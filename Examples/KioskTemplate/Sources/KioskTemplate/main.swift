// The kiosk runtime (display, input, idle, status bar, control socket, state restoration,
// systemd) around the app delegate; reads --config, --backend and the rest of the command line
// that systemd/vitrine-app@.service passes.
import VitrineShell

VitrineKiosk.main { screen in AppDelegate(screen: screen) }
