// Reading `--patterns mvc,mvp,mvvm` and a command's pattern argument, and declaring the option.

import CommandSupport
import Foundation
import ScriptedSessions

extension ArchitecturePattern {
    /// Parses `mvc,mvp,mvvm` (any order, no repeats) — for `--patterns`.
    static func parseList(_ text: String) throws(CommandError) -> [ArchitecturePattern] {
        var patterns: [ArchitecturePattern] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let pattern = ArchitecturePattern(rawValue: word) else {
                throw .usage("unknown pattern '\(word)'; the patterns are mvc, mvp and mvvm.")
            }
            if !patterns.contains(pattern) { patterns.append(pattern) }
        }
        guard !patterns.isEmpty else {
            throw .usage("'--patterns' needs at least one of mvc, mvp, mvvm.")
        }
        return patterns
    }
}

extension Option where Value == [ArchitecturePattern] {
    /// `--patterns mvc,mvp,mvvm`: some of the three, in the order given; all three by default.
    static func patterns(help: String) -> Self {
        Self(
            "patterns", value: "mvc,mvp,mvvm", help: help, default: ArchitecturePattern.allCases,
            shownDefault: "all three"
        ) { text throws(CommandError) in
            try ArchitecturePattern.parseList(text)
        }
    }
}
