// Text on its way to the terminal: control characters and escape sequences that came from
// a script or a users file are shown as `\u{1B}` instead of being obeyed, so a name can
// never clear the screen, move the cursor or retitle the window.

/// Makes control characters visible.
enum VisibleText {
    /// `text` with every control character except a new line and a tab written as
    /// `\u{…}` (C0 controls, DEL, the C1 range and the bidirectional overrides).
    static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` would act on the terminal instead of being shown.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates reorder what follows them.
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
