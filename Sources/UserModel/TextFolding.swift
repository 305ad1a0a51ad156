// The feature's one text rule, shared by all three patterns so that sorting and searching
// agree on Linux and macOS. It is deliberately explicit: no locale, no platform string
// comparison whose results differ between Foundation implementations.

import Foundation

/// Case- and diacritic-insensitive folding with a fixed, locale-independent definition.
public enum TextFolding {
    /// Folds `text` for comparison: canonical decomposition, combining marks removed,
    /// then Unicode lowercase mapping — `"Renée Åberg"` becomes `"renee aberg"`.
    ///
    /// Letters that have no decomposition (`ø`, `ł`, `ß`) are only lowercased; the
    /// feature chapter lists this as a known limit.
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            default:
                folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(folded)
    }
}
