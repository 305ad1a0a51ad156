// swift-tools-version: 6.1
// The exercises of the MVC · MVP · MVVM workbook, a package of their own beside the lessons:
// `swift test --filter ExerciseNN` runs one exercise's tests here, and `swift run workbook
// check N`, from the workbook's folder, builds and runs that exercise alone.
import Foundation
import PackageDescription

let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The workbook's modules the exercises build on come from its products; the name keeps the
/// dependency's identity whatever the clone's folder is called.
let workbookModules: Set = ["UserModel", "TerminalUIKit", "Bindings"]
func dependency(_ name: String) -> Target.Dependency {
    workbookModules.contains(name) ? .product(name: name, package: "ArchitectureWorkbook") : .target(name: name)
}

let package = Package(
    name: "Exercises",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "ArchitectureWorkbook", path: "..")],
    targets: [
        /// The grader of the tests learners write, one copy for every exercise where they write them.
        .target(name: "ExerciseGrading", path: "Support/Grading", swiftSettings: strictImports),
        .testTarget(
            name: "ExerciseGradingTests", dependencies: ["ExerciseGrading"], path: "Support/GradingTests",
            swiftSettings: strictImports),
    ]
)

// MARK: - The exercises

/// One exercise: its folder under `Exercises/`, the modules the learner's code is built
/// into, and whether the learner writes tests.
///
/// `WORKBOOK_EXERCISE=NN` keeps only exercise NN's targets and the targets they depend on
/// (see the end of this file), so a compile error in another exercise can't stop it:
/// `workbook check N` builds that way, in a scratch folder of its own
/// (`.build/exercise-check`), leaving the main build as it was.
///
/// Each module is built from `Sources/<folder>` (or, with `WORKBOOK_SOLUTIONS=1`, from the
/// reference `Solution/<folder>`) plus `Given/<folder>`, the files both sides share; the test
/// target `ExerciseNNTests` is built from the exercise's read-only `Tests/` plus, when the
/// learner writes tests, `Sources/Tests` (or `Solution/Tests`) and `Given/Tests`, and
/// grades them with `ExerciseGrading`. So `swift test --filter ExerciseNN` runs one
/// exercise's tests.
struct ExerciseRecord {
    var folder: String
    var modules: [ExerciseModule] = [.single]
    var learnerWritesTests = false
    /// The folders (a module's, or `Tests`) with files the learner never edits, kept once in
    /// `Given/<folder>` instead of in both `Sources/` and `Solution/`.
    var given: [String] = []
    /// The module folders that are given whole: the code the learner's tests are about.
    var givenWhole: [String] = []
    /// The module folders the reference leaves as the starter has them: `Solution/` has no
    /// copy, and both sides build them from `Sources/`.
    var unchangedInSolution: [String] = []
}

/// A module of an exercise: `ExerciseNN` + `suffix`, built from the folder `folder` under
/// `Sources/` ("" for `Sources/` itself, when the learner writes no tests), allowed to
/// import `uses` and the exercise's own modules named in `siblings`. Starters use only the
/// shared model and the view kit, never the finished patterns; a presentation module may
/// not even see the view kit.
struct ExerciseModule {
    var suffix: String
    var folder: String
    var uses: [String]
    var siblings: [String] = []

    /// The whole exercise in one module, straight in `Sources/`.
    static let single = ExerciseModule(suffix: "", folder: "", uses: ["UserModel", "TerminalUIKit"])
    /// A massive view controller's module, in `MVC`, beside the learner's tests.
    static let mvc = ExerciseModule(suffix: "", folder: "MVC", uses: ["UserModel", "TerminalUIKit"])
    /// Presentation logic only: no view kit.
    static let presentation = ExerciseModule(
        suffix: "Presentation", folder: "Presentation", uses: ["UserModel"])
    /// View controllers, drawing what the presentation module decides.
    static let views = ExerciseModule(
        suffix: "Views", folder: "Views", uses: ["UserModel", "TerminalUIKit"], siblings: ["Presentation"])
    /// A view model's module: no view kit, the workbook's one copy of the bindings.
    static let viewModels = ExerciseModule(
        suffix: "Presentation", folder: "Presentation", uses: ["UserModel", "Bindings"])
    /// View controllers that bind to a view model.
    static let boundViews = ExerciseModule(
        suffix: "Views", folder: "Views", uses: ["UserModel", "Bindings", "TerminalUIKit"],
        siblings: ["Presentation"])
    /// The same feature in all three patterns, each layer in its own module.
    static let threePatterns = [
        ExerciseModule(suffix: "MVC", folder: "MVC", uses: ["UserModel", "TerminalUIKit"]),
        ExerciseModule(suffix: "MVPPresentation", folder: "MVPPresentation", uses: ["UserModel"]),
        ExerciseModule(
            suffix: "MVPViews", folder: "MVPViews", uses: ["UserModel", "TerminalUIKit"],
            siblings: ["MVPPresentation"]),
        ExerciseModule(
            suffix: "MVVMPresentation", folder: "MVVMPresentation", uses: ["UserModel", "Bindings"]),
        ExerciseModule(
            suffix: "MVVMViews", folder: "MVVMViews", uses: ["UserModel", "Bindings", "TerminalUIKit"],
            siblings: ["MVVMPresentation"]),
    ]
    /// A finished screen an exercise gives whole, for its view modules to push.
    static let form = ExerciseModule(suffix: "Form", folder: "Form", uses: ["UserModel", "TerminalUIKit"])
    /// The three patterns, their view modules able to push the given form.
    static let threePatternsWithForm =
        [form]
        + threePatterns.map { module in
            var module = module
            if module.uses.contains("TerminalUIKit") { module.siblings.append("Form") }
            return module
        }
}

let exercises = [
    ExerciseRecord(folder: "01-one-more-job"),
    ExerciseRecord(folder: "02-pin-it-down", modules: [.mvc], learnerWritesTests: true, givenWhole: ["MVC"]),
    ExerciseRecord(folder: "03-split-into-mvp", modules: [.presentation, .views]),
    ExerciseRecord(
        folder: "04-test-the-presenter", modules: [.presentation], learnerWritesTests: true,
        givenWhole: ["Presentation"]),
    ExerciseRecord(folder: "05-bindings-by-hand", modules: [.viewModels, .boundViews]),
    ExerciseRecord(
        folder: "06-split-into-mvvm", modules: [.viewModels, .boundViews]),
    ExerciseRecord(
        folder: "07-test-the-view-model", modules: [.viewModels], learnerWritesTests: true,
        givenWhole: ["Presentation"]),
    // The form of exercises 02, 03 and 06, leaking; the MVP view controller needs no fix.
    ExerciseRecord(
        folder: "08-break-the-cycles", modules: ExerciseModule.threePatterns, learnerWritesTests: true,
        given: ["MVPPresentation"], unchangedInSolution: ["MVPViews"]),
    ExerciseRecord(
        folder: "09-a-change-request", modules: ExerciseModule.threePatterns, learnerWritesTests: true),
    ExerciseRecord(
        folder: "10-async-reality", modules: [.viewModels], learnerWritesTests: true),
    // The reference chose MVVM; a learner who chooses MVC or MVP changes those folders instead.
    // The Edit-profile form is given whole, in a module of its own that every pattern pushes.
    ExerciseRecord(
        folder: "11-one-edit-two-screens", modules: ExerciseModule.threePatternsWithForm,
        learnerWritesTests: true,
        givenWhole: ["Form"], unchangedInSolution: ["MVC", "MVPPresentation", "MVPViews"]),
]
let useSolutions = Context.environment["WORKBOOK_SOLUTIONS"] == "1"
let onlyExercise = Context.environment["WORKBOOK_EXERCISE"].flatMap { $0.isEmpty ? nil : $0 }

/// Whether `path` is in the package. Targets exclude only what is there: a copy without the
/// `Solution/` folders (a learner may delete them, so as not to peek) would otherwise warn of
/// each one on every build.
func existsInPackage(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + path)
}

/// The targets the loop below adds: with `WORKBOOK_EXERCISE=NN`, exercise NN's alone.
var exerciseTargets: [String] = []
for exercise in exercises where onlyExercise.map({ exercise.folder.hasPrefix($0 + "-") }) ?? true {
    let name = "Exercise" + exercise.folder.prefix(2)
    exerciseTargets += exercise.modules.map { name + $0.suffix } + [name + "Tests"]
    let side = useSolutions ? "Solution" : "Sources"
    /// Where a folder's code comes from on this side, the given part included.
    func code(_ folder: String) -> [String] {
        if exercise.givenWhole.contains(folder) { return ["Given/\(folder)"] }
        let from = exercise.unchangedInSolution.contains(folder) ? "Sources" : side
        return [folder.isEmpty ? from : "\(from)/\(folder)"]
            + (exercise.given.contains(folder) ? ["Given/\(folder)"] : [])
    }
    // Every folder of code in the exercise, on both sides: each target excludes the ones it
    // doesn't build from.
    let folders = exercise.modules.map(\.folder) + (exercise.learnerWritesTests ? ["Tests"] : [])
    let parts: [String] =
        ["Sources", "Solution"].flatMap { part in
            folders.filter { folder in
                !exercise.givenWhole.contains(folder)
                    && !(part == "Solution" && exercise.unchangedInSolution.contains(folder))
            }.map { $0.isEmpty ? part : "\(part)/\($0)" }
        } + (exercise.given + exercise.givenWhole).map { "Given/\($0)" }
    func target(_ name: String, from sources: [String], dependencies: [String]) -> Target {
        let exclude =
            (["README.md", "HINTS.md", "DEBRIEF.md"] + (["Tests"] + parts).filter { !sources.contains($0) })
            .filter { existsInPackage("\(exercise.folder)/\($0)") }
        return name.hasSuffix("Tests")
            ? .testTarget(
                name: name, dependencies: dependencies.map(dependency),
                path: exercise.folder, exclude: exclude, sources: sources,
                swiftSettings: strictImports + (useSolutions ? [.define("WORKBOOK_SOLUTIONS")] : []))
            : .target(
                name: name, dependencies: dependencies.map(dependency),
                path: exercise.folder, exclude: exclude, sources: sources,
                swiftSettings: strictImports)
    }
    for module in exercise.modules {
        package.targets.append(
            target(
                name + module.suffix, from: code(module.folder),
                dependencies: module.uses + module.siblings.map { name + $0 }))
    }
    // The exercise's modules, whatever they use, and the grader of the learner's tests.
    let shared = Set(["UserModel", "TerminalUIKit"] + exercise.modules.flatMap(\.uses)).sorted()
    let grading = exercise.learnerWritesTests ? ["ExerciseGrading"] : []
    package.targets.append(
        target(
            name + "Tests", from: ["Tests"] + (exercise.learnerWritesTests ? code("Tests") : []),
            dependencies: exercise.modules.map { name + $0.suffix } + shared + grading))
}

// MARK: - One exercise alone

/// With `WORKBOOK_EXERCISE=NN`, the package holds exercise NN's targets and what they depend
/// on, and nothing else, so a compile error in another exercise can't stop it.
if onlyExercise != nil {
    let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var needed: Set<String> = []
    var unvisited = exerciseTargets
    while let name = unvisited.popLast() {
        guard needed.insert(name).inserted, let target = targetsByName[name] else { continue }
        unvisited += target.dependencies.compactMap { dependency in
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): name
            default: nil
            }
        }
    }
    package.targets.removeAll { !needed.contains($0.name) }
}
