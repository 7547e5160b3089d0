import Vitrine

extension KioskControl.Actions {
    /// `save-state`, `restore-skipped`, `clear-skipped` and `status`'s `skipped-state=`
    /// through `state`. A failed write answers `error state not saved: …`.
    public mutating func use(_ state: KioskStateRestoration) {
        saveState = { [weak state] in
            guard let state else { throw KioskRefusal(description: "state restoration is off") }
            do {
                try state.save()
            } catch let refusal as KioskRefusal {
                throw refusal
            } catch {
                throw KioskRefusal(description: "state not saved: \(error)")
            }
            return "state saved"
        }
        restoreSkipped = { [weak state] in
            guard let state else { throw KioskRefusal(description: "state restoration is off") }
            return try state.restoreSkipped()
        }
        clearSkipped = { [weak state] in
            guard let state else { throw KioskRefusal(description: "state restoration is off") }
            return try state.clearSkipped()
        }
        hasSkippedState = { [weak state] in state?.store.hasSkipped ?? false }
    }
}
