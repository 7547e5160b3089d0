extension LibinputRecording.Device {
    /// Whether the device supports event `code` of event `type`.
    public func has(type: Int, code: Int) -> Bool { codes[type]?.contains(code) ?? false }

    /// Whether the device reports multitouch positions (`ABS_MT_POSITION_X` and `_Y`).
    public var hasMultitouch: Bool {
        has(type: EvdevCode.typeAbs, code: EvdevCode.absMTPositionX)
            && has(type: EvdevCode.typeAbs, code: EvdevCode.absMTPositionY)
    }

    private var hasAbsoluteXY: Bool {
        has(type: EvdevCode.typeAbs, code: EvdevCode.absX) && has(type: EvdevCode.typeAbs, code: EvdevCode.absY)
    }

    /// Whether libinput would treat the device as a touchscreen: absolute positions
    /// (multitouch or `ABS_X`/`ABS_Y`) and either `INPUT_PROP_DIRECT`, udev's
    /// `ID_INPUT_TOUCHSCREEN=1`, or `BTN_TOUCH` without the marks of a touchpad or a mouse
    /// (`INPUT_PROP_POINTER`, `BTN_TOOL_FINGER`, `BTN_LEFT`).
    public var isTouchscreen: Bool {
        guard hasMultitouch || hasAbsoluteXY else { return false }
        if properties.contains(EvdevCode.propertyDirect) || udevProperties["ID_INPUT_TOUCHSCREEN"] == "1" { return true }
        return has(type: EvdevCode.typeKey, code: EvdevCode.buttonTouch)
            && !properties.contains(EvdevCode.propertyPointer)
            && !has(type: EvdevCode.typeKey, code: EvdevCode.buttonToolFinger)
            && !has(type: EvdevCode.typeKey, code: EvdevCode.buttonLeft)
    }

    /// Whether the device is a relative pointer (a mouse): `REL_X` and `REL_Y`.
    public var isPointer: Bool {
        has(type: EvdevCode.typeRel, code: EvdevCode.relX) && has(type: EvdevCode.typeRel, code: EvdevCode.relY)
    }

    /// Whether the device is an absolute pointer (a tablet such as QEMU's): `ABS_X`, `ABS_Y`
    /// and `BTN_LEFT`, and neither a touchscreen nor a touchpad (`BTN_TOOL_FINGER`).
    public var isAbsolutePointer: Bool {
        hasAbsoluteXY && !isTouchscreen
            && has(type: EvdevCode.typeKey, code: EvdevCode.buttonLeft)
            && !has(type: EvdevCode.typeKey, code: EvdevCode.buttonToolFinger)
    }

    /// Whether the device has keys (any `EV_KEY` code that `EvdevCode.isKey` accepts).
    public var isKeyboard: Bool {
        codes[EvdevCode.typeKey]?.contains(where: EvdevCode.isKey) ?? false
    }

    /// The axis ranges touch positions are scaled with: the multitouch axes on a multitouch
    /// device, `ABS_X`/`ABS_Y` otherwise (as libinput chooses them).
    var positionAxes: (x: LibinputRecording.AbsInfo, y: LibinputRecording.AbsInfo)? {
        let (cx, cy) = hasMultitouch ? (EvdevCode.absMTPositionX, EvdevCode.absMTPositionY) : (EvdevCode.absX, EvdevCode.absY)
        guard let x = absinfo[cx], let y = absinfo[cy] else { return nil }
        return (x, y)
    }
}
