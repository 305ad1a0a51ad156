// The exercises as the `workbook` command sees them: folders under `Exercises/`, each with a
// README of numbered steps, a HINTS file, the learner's `Sources/`, the `Tests/` and the
// reference `Solution/`. Knows the folder layout and the curriculum; runs nothing.

import Foundation

public struct Exercise: Sendable, Equatable {
    public var number: Int
    public var folderName: String
    public var title: String

    public var code: String { Self.twoDigits(number) }
    public var moduleName: String { "Exercise" + code }
    public var relativePath: String { "Exercises/" + folderName }
    public var chapterNumber: Int? { Self.chapters[number] }
    public var heading: String { "Exercise \(code) · \(title)" }

    public static let chapters: [Int: Int] = [
        1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 7, 8: 8, 9: 10, 10: 11, 11: 12,
    ]

    public static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// The README's first `# ` heading without its `Exercise 01 ·`, or the folder's name in
    /// words: `one-more-job` → `One more job`.
    public static func title(readme: String?, folderName: String) -> String {
        if let heading = readme?.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) {
            let title = heading.dropFirst(2).replacing(/^Exercise\s+\d+\s*[·:—–-]?\s*/, with: "")
                .trimmingCharacters(in: .whitespaces)
            if !title.isEmpty { return title }
        }
        let words = folderName.drop { $0.isNumber || $0 == "-" }.replacing("-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

public struct ExerciseCatalog: Sendable {
    public var root: URL
    public var exercises: [Exercise]

    public static func load(root: URL) throws(CommandError) -> ExerciseCatalog {
        let folder = root.appendingPathComponent("Exercises")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw .failure("there is no Exercises folder in \(root.path); is this the workbook's folder?")
        }
        let exercises = names.sorted().compactMap { name -> Exercise? in
            guard name.prefixMatch(of: /\d\d-/) != nil, let number = Int(name.prefix(2)) else { return nil }
            let readme = try? String(
                contentsOf: folder.appendingPathComponent(name + "/README.md"), encoding: .utf8)
            return Exercise(
                number: number, folderName: name, title: Exercise.title(readme: readme, folderName: name))
        }
        guard !exercises.isEmpty else {
            throw .failure(
                "the Exercises folder in \(root.path) holds no exercises (folders named like 01-slug).")
        }
        return ExerciseCatalog(root: root, exercises: exercises)
    }

    @MainActor
    static func find(console: Console) throws(CommandError) -> ExerciseCatalog {
        try load(root: PackageRoot.find(console: console))
    }

    public var range: String { "\(exercises.first?.number ?? 1)–\(exercises.last?.number ?? 1)" }

    public func exercise(_ argument: String?) throws(CommandError) -> Exercise {
        guard let argument else { throw .usage("give the exercise's number (\(range)).") }
        guard let number = Int(argument) else {
            throw .usage("'\(argument)' is not an exercise number; the exercises are numbered \(range).")
        }
        guard let exercise = exercises.first(where: { $0.number == number }) else {
            throw .usage("there is no exercise \(argument); the exercises are numbered \(range).")
        }
        return exercise
    }

    public func exercise(after exercise: Exercise) -> Exercise? {
        exercises.first { $0.number > exercise.number }
    }

    public func url(of exercise: Exercise, _ part: String? = nil) -> URL {
        let folder = root.appendingPathComponent(exercise.relativePath)
        return part.map { folder.appendingPathComponent($0) } ?? folder
    }

    public func chapterReference(of exercise: Exercise) -> String? {
        guard let chapter = exercise.chapterNumber.map(Exercise.twoDigits) else { return nil }
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Chapters").path)
        let file = names?.sorted().first { $0.hasPrefix(chapter + "-") && $0.hasSuffix(".md") }
        return file.map { "Chapters/" + $0 } ?? "chapter \(chapter)"
    }

    /// How to start `exercise` over: `reset` in a git checkout (a `.git` here or above),
    /// else a copy of the starter by hand, since `reset` takes the starter from git.
    public func startingOver(_ exercise: Exercise) -> String {
        var folder = root.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
            guard folder.path != "/" else {
                return
                    "start over by copying \(exercise.relativePath)/Sources/ from the workbook's repository "
                    + "('workbook reset' needs a git clone)"
            }
            folder.deleteLastPathComponent()
        }
        return "start over with 'swift run workbook reset \(exercise.number)'"
    }
}

extension Positional {
    static let exercise = Positional(
        "exercise", help: "the exercise's number, as in 'workbook exercises' (1 or 01)")
}
