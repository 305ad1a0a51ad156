// Reads the two Markdown files the commands quote: the README's numbered steps
// (`### Step K — title`) and the HINTS file's sections (`## Step K`), each split into its
// levels (`### 1 · Nudge`, `### 2 · Where to look`, `### 3 · The code`). Only the headings'
// format is assumed; the prose between them is passed through untouched.

import Foundation

// MARK: - README steps

/// One numbered step of an exercise's README.
public struct ExerciseStep: Sendable, Equatable {
    /// The step's number, from 1.
    public var number: Int
    /// The words after `### Step K —`, or empty.
    public var title: String

    /// The steps in `readme`, in the order written.
    public static func steps(inReadme readme: String) -> [ExerciseStep] {
        readme.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let match = line.wholeMatch(of: /###\s+Step\s+(\d+)\s*(?:[—–:.-]\s*)?(.*)/),
                let number = Int(match.1)
            else { return nil }
            return ExerciseStep(number: number, title: String(match.2).trimmingCharacters(in: .whitespaces))
        }
    }
}

// MARK: - Hints

/// The hints of one exercise, from its HINTS.md: for each `## Step K` section, its levels.
///
/// A step's levels are its `### N · Name` subsections, in order — in the exercises a nudge
/// (`### 1 · Nudge`), where to look (`### 2 · Where to look`), then the code
/// (`### 3 · The code`). A step with no such subsections is one level: its whole text.
public struct ExerciseHints: Sendable, Equatable {
    /// One level of a step's hint.
    public struct Level: Sendable, Equatable {
        /// The words after `### N ·`, such as `Nudge`; empty for a step without levels.
        public var name: String
        /// The text, without its heading or surrounding blank lines.
        public var text: String
    }

    /// Each step's levels, in order.
    public var levels: [Int: [Level]]

    /// The step numbers that have a hint, in order.
    public var steps: [Int] { levels.keys.sorted() }

    /// Each step's whole section (all its levels, headings included), as written.
    public var hints: [Int: String]

    /// Splits `markdown` at its `## ` headings, keeps the `## Step K` sections, and splits
    /// each at its `### N · Name` headings.
    public init(markdown: String) {
        var sections: [Int: [Substring]] = [:]
        var current: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("# ") {
                current = line.wholeMatch(of: /##\s+Step\s+(\d+)\b.*/).flatMap { Int($0.1) }
                if let current { sections[current] = [] }
            } else if let current {
                sections[current, default: []].append(line)
            }
        }
        hints = sections.mapValues { Self.trimmed($0) }
        levels = sections.mapValues(Self.levels(in:))
    }

    /// The `### N · Name` subsections of one step, or the whole step as one level.
    private static func levels(in lines: [Substring]) -> [Level] {
        var levels: [Level] = []
        var name: String?
        var body: [Substring] = []
        var before: [Substring] = []
        func close() {
            if let name { levels.append(Level(name: name, text: trimmed(body))) }
            body = []
        }
        for line in lines {
            if let match = line.wholeMatch(of: /###\s+\d+\s*[·:.—–-]?\s*(.*)/) {
                close()
                name = String(match.1).trimmingCharacters(in: .whitespaces)
            } else if name == nil {
                before.append(line)
            } else {
                body.append(line)
            }
        }
        close()
        return levels.isEmpty ? [Level(name: "", text: trimmed(before))] : levels
    }

    private static func trimmed(_ lines: [Substring]) -> String {
        lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }
}
