// Reading `--patterns mvc,mvp,mvvm` (or `all`) and a command's pattern argument, and declaring
// the option.

import Foundation

extension ArchitecturePattern {
    static var keyList: String {
        allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " and "
            + (allCases.last?.rawValue ?? "")
    }

    static func parseList(_ text: String) throws(CommandError) -> [ArchitecturePattern] {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return allCases }
        var patterns: [ArchitecturePattern] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let pattern = ArchitecturePattern(rawValue: word) else {
                throw .usage("unknown pattern '\(word)'; the patterns are \(keyList), or all.")
            }
            if !patterns.contains(pattern) { patterns.append(pattern) }
        }
        guard !patterns.isEmpty else {
            throw .usage("'--patterns' needs at least one of \(keyList), or all.")
        }
        return patterns
    }
}

extension Option where Value == [ArchitecturePattern] {
    static func patterns(help: String) -> Self {
        Self(
            "patterns", value: "mvc,mvp,mvvm", help: help, default: ArchitecturePattern.classic,
            shownDefault: "mvc,mvp,mvvm"
        ) { text throws(CommandError) in
            try ArchitecturePattern.parseList(text)
        }
    }
}
