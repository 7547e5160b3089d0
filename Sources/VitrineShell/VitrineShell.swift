// VitrineShell: the kiosk runtime around an app — what the system (SpringBoard, the status
// bar, power management) does on iOS, done here by the shell: idle dimming and blanking, the
// status bar, the control socket `vitrinectl` talks to.
@_exported import Vitrine
