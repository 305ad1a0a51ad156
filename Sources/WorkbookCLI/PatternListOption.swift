// Reading `--patterns mvc,mvp,mvvm` and a command's pattern argument.

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
