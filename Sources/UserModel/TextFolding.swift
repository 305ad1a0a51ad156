// The feature's one text rule, shared by all three patterns so that sorting and searching
// agree byte for byte on Linux and macOS. It is deliberately explicit: no locale, no
// platform string comparison whose results differ between Foundation implementations.

import Foundation

/// Case- and diacritic-insensitive folding with a fixed, locale-independent definition.
public enum TextFolding {
    /// Folds `text` for comparison: canonical decomposition, combining marks removed,
    /// then Unicode lowercase mapping — `"Renée Åberg"` becomes `"renee aberg"`.
    ///
    /// Letters that have no decomposition (`ø`, `ł`, `ß`) are only lowercased; the
    /// feature chapter lists this as a known limit.
    public static func fold(_ text: String) -> String {
        var folder = TextFolder()
        return folder.fold(text)
    }

    /// Folds one character the long way: the definition every fold follows.
    fileprivate static func foldSlowly(_ scalar: Unicode.Scalar) -> String {
        var folded = String.UnicodeScalarView()
        for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars {
            switch part.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            default:
                folded.append(contentsOf: part.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(folded)
    }
}

/// Folds many texts with exactly ``TextFolding/fold(_:)``'s result, each non-ASCII character
/// the long way once: names share their letters. Folding per character is the same as
/// folding the whole text, because decomposition works per character.
public struct TextFolder: Sendable {
    private var foldedCharacters: [Unicode.Scalar: String] = [:]

    public init() {}

    public mutating func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.lowercased()
        }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                folded.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if let known = foldedCharacters[scalar] {
                folded += known
            } else {
                let fresh = TextFolding.foldSlowly(scalar)
                foldedCharacters[scalar] = fresh
                folded += fresh
            }
        }
        return folded
    }
}
