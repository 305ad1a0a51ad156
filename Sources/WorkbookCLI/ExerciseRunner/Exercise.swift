// The exercises as the `workbook` command sees them: folders under `Exercises/`, each with
// a README of numbered steps, a HINTS file, the learner's `Sources/`, the `Tests/` and the
// reference `Solution/`. Knows the folder layout and the curriculum; runs nothing.

import Foundation

// MARK: - One exercise

/// One exercise folder, such as `Exercises/01-one-more-job`.
public struct Exercise: Sendable, Equatable {
    /// The exercise's number, from 1.
    public var number: Int
    /// The folder's name, such as `01-one-more-job`.
    public var folderName: String
    /// The title from the README's first heading, else made from the folder's name.
    public var title: String

    /// The number as the folder and the targets write it: `01`.
    public var code: String { Self.twoDigits(number) }

    /// `Exercise01`: the target, and the filter that selects its tests.
    public var moduleName: String { "Exercise" + code }

    /// `Exercises/01-one-more-job`, relative to the workbook's folder.
    public var relativePath: String { "Exercises/" + folderName }

    /// The chapter the exercise follows, as its README says.
    public var chapterNumber: Int? { Self.chapters[number] }

    /// `Exercise 01 · Count the users`.
    public var heading: String { "Exercise \(code) · \(title)" }

    /// Which chapter each exercise practises.
    public static let chapters: [Int: Int] = [
        1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 7, 8: 8, 9: 10, 10: 11, 11: 12,
    ]

    /// `3` → `03`, as folder names and targets write numbers.
    public static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    /// The title in `readme`'s first `# ` heading without its `Exercise 01 ·` prefix, or,
    /// without a README, the folder's name in words: `one-more-job` → `One more job`.
    public static func title(readme: String?, folderName: String) -> String {
        if let readme,
            let heading = readme.split(separator: "\n").first(where: { $0.hasPrefix("# ") })
        {
            var title = Substring(heading.dropFirst(2))
            if let range = title.range(of: #"^Exercise\s+\d+\s*[·:—–-]?\s*"#, options: .regularExpression) {
                title = title[range.upperBound...]
            }
            let trimmed = title.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { return trimmed }
        }
        let words = folderName.drop(while: { $0.isNumber || $0 == "-" }).replacingOccurrences(
            of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

// MARK: - All of them

/// The exercises found under a workbook's `Exercises/` folder, in order.
public struct ExerciseCatalog: Sendable {
    /// The workbook's folder.
    public var root: URL
    /// Every exercise, by number.
    public var exercises: [Exercise]

    /// Reads the folders named `NN-slug` under `root/Exercises`.
    public static func load(root: URL) throws(CommandError) -> ExerciseCatalog {
        let folder = root.appendingPathComponent("Exercises")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .failure("there is no Exercises folder in \(root.path); is this the workbook's folder?")
        }
        let exercises = names.sorted().compactMap { name -> Exercise? in
            guard name.range(of: #"^\d\d-"#, options: .regularExpression) != nil,
                let number = Int(name.prefix(2))
            else { return nil }
            let readme = try? String(
                contentsOf: folder.appendingPathComponent(name).appendingPathComponent("README.md"),
                encoding: .utf8)
            return Exercise(
                number: number, folderName: name, title: Exercise.title(readme: readme, folderName: name))
        }
        guard !exercises.isEmpty else {
            throw .failure(
                "the Exercises folder in \(root.path) holds no exercises (folders named like 01-slug).")
        }
        return ExerciseCatalog(root: root, exercises: exercises)
    }

    /// `1–11`: the numbers there are.
    public var range: String {
        let numbers = exercises.map(\.number)
        return "\(numbers.min() ?? 1)–\(numbers.max() ?? 1)"
    }

    /// The exercise `argument` names (`3` or `03`); a usage error, with the range, otherwise.
    public func exercise(_ argument: String?) throws(CommandError) -> Exercise {
        guard let argument else {
            throw .usage("give the exercise's number (\(range)).")
        }
        guard let number = Int(argument) else {
            throw .usage("'\(argument)' is not an exercise number; the exercises are numbered \(range).")
        }
        guard let exercise = exercises.first(where: { $0.number == number }) else {
            throw .usage("there is no exercise \(argument); the exercises are numbered \(range).")
        }
        return exercise
    }

    /// The exercise after `exercise`, if any.
    public func exercise(after exercise: Exercise) -> Exercise? {
        exercises.first { $0.number > exercise.number }
    }

    /// The absolute folder of `exercise`, or of one of its parts (`Sources`, `README.md`, …).
    public func url(of exercise: Exercise, _ part: String? = nil) -> URL {
        let folder = root.appendingPathComponent(exercise.relativePath)
        return part.map { folder.appendingPathComponent($0) } ?? folder
    }

    /// `Chapters/02-slug.md` when that chapter's file exists, else `chapter 02`.
    public func chapterReference(of exercise: Exercise) -> String? {
        guard let chapter = exercise.chapterNumber else { return nil }
        let code = Exercise.twoDigits(chapter)
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("Chapters").path))
        if let file = names?.sorted().first(where: { $0.hasPrefix(code + "-") && $0.hasSuffix(".md") }) {
            return "Chapters/" + file
        }
        return "chapter \(code)"
    }

    /// Whether the workbook lies in a git checkout, where `workbook reset` finds its starters:
    /// a `.git` folder (or file, in a worktree) in its folder or one above.
    public var isGitCheckout: Bool {
        var folder = root.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return true
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return false }
            folder = parent
        }
    }

    /// How to start `exercise` over: `reset` in a git checkout, else a copy of the starter by
    /// hand, since `reset` takes the starter from git.
    public func startingOver(_ exercise: Exercise) -> String {
        isGitCheckout
            ? "start over with 'swift run workbook reset \(exercise.number)'"
            : "start over by copying \(exercise.relativePath)/Sources/ from the workbook's repository "
                + "('workbook reset' needs a git clone)"
    }

    /// The exercise whose folder `path` (absolute or relative) lies in, if any.
    public func exercise(containing path: String) -> Exercise? {
        exercises.first { path.contains($0.relativePath + "/") }
    }
}
