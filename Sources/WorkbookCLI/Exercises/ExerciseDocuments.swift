// Reads the two Markdown files the commands quote: the README's numbered steps
// (`### Step K — title`) and the HINTS file's sections (`## Step K`). Only the headings'
// format is assumed; the prose between them is passed through untouched.

import Foundation

// MARK: - README steps

/// One numbered step of an exercise's README.
struct ExerciseStep: Sendable, Equatable {
    /// The step's number, from 1.
    var number: Int
    /// The words after `### Step K —`, or empty.
    var title: String

    /// The steps in `readme`, in the order written.
    static func steps(inReadme readme: String) -> [ExerciseStep] {
        readme.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let match = line.wholeMatch(of: /###\s+Step\s+(\d+)\s*(?:[—–:.-]\s*)?(.*)/),
                let number = Int(match.1)
            else { return nil }
            return ExerciseStep(number: number, title: String(match.2).trimmingCharacters(in: .whitespaces))
        }
    }
}

// MARK: - Hints

/// The hints of one exercise: the text under each `## Step K` heading of HINTS.md.
struct ExerciseHints: Sendable, Equatable {
    /// Each step's hint, without its heading or surrounding blank lines.
    var hints: [Int: String]

    /// The step numbers that have a hint, in order.
    var steps: [Int] { hints.keys.sorted() }

    /// Splits `markdown` at its `## ` headings and keeps the `## Step K` sections.
    init(markdown: String) {
        var hints: [Int: String] = [:]
        var current: Int?
        var lines: [Substring] = []
        func close() {
            if let current {
                hints[current] = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
            }
            lines = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("# ") {
                close()
                current = line.wholeMatch(of: /##\s+Step\s+(\d+)\b.*/).flatMap { Int($0.1) }
            } else {
                lines.append(line)
            }
        }
        close()
        self.hints = hints
    }
}
