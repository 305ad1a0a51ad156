// The two Markdown files the commands quote: the README's numbered steps
// (`### Step K — title`) and HINTS.md's sections (`## Step K`), each split into its levels
// (`### 1 · Nudge`, `### 2 · Where to look`, `### 3 · The code`). Only the headings' format is
// assumed; the prose between them is passed through untouched.

import Foundation

public struct ExerciseStep: Sendable, Equatable {
    public var number: Int
    public var title: String

    public static func steps(inReadme readme: String) -> [ExerciseStep] {
        readme.split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: /###\s+Step\s+(\d+)\s*(?:[—–:.-]\s*)?(.*)/),
                let number = Int(match.1)
            else { return nil }
            return ExerciseStep(number: number, title: String(match.2).trimmingCharacters(in: .whitespaces))
        }
    }
}

/// The hints of one exercise: for each `## Step K` section, its `### N · Name` levels in
/// order, or the whole section as one level when it has none.
public struct ExerciseHints: Sendable, Equatable {
    public struct Level: Sendable, Equatable {
        public var name: String
        public var text: String
    }

    public var levels: [Int: [Level]] = [:]
    public var steps: [Int] { levels.keys.sorted() }

    public init(markdown: String) {
        var step: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("# ") {
                step = line.wholeMatch(of: /##\s+Step\s+(\d+)\b.*/).flatMap { Int($0.1) }
                if let step { levels[step] = [Level(name: "", text: "")] }
            } else if let step, var current = levels[step] {
                if let match = line.wholeMatch(of: /###\s+\d+\s*[·:.—–-]?\s*(.*)/) {
                    let name = String(match.1).trimmingCharacters(in: .whitespaces)
                    // Text before the first level heading belongs to no level.
                    if current.count == 1, current[0].name.isEmpty { current = [] }
                    current.append(Level(name: name, text: ""))
                } else {
                    current[current.count - 1].text += line + "\n"
                }
                levels[step] = current
            }
        }
        levels = levels.mapValues {
            $0.map { Level(name: $0.name, text: $0.text.trimmingCharacters(in: .newlines)) }
        }
    }
}
