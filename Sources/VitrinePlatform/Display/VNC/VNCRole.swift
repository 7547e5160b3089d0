/// What a VNC client may do: watch, or watch and touch.
public enum VNCRole: String, Sendable, CaseIterable {
    /// Sees the screen; its pointer and keys are ignored (and logged once).
    case view
    /// Sees the screen; its button 1 touches it and its keys type.
    case control
}
