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
    workbookModules.contains(name)
        ? .product(name: name, package: "ArchitectureWorkbook") : .target(name: name)
}

let package = Package(
    name: "Exercises",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "ArchitectureWorkbook", path: "..")]
)

// MARK: - The exercises

/// One exercise: its folder under `Exercises/`, the modules the learner's code is built
/// into, whether the learner writes tests, and the shared modules (see below) it builds on.
///
/// Each module is built from `Sources/<folder>`, or, with `WORKBOOK_SOLUTIONS=1`, from the
/// reference `Solution/<folder>` plus the starter's files the reference leaves unchanged,
/// which `Solution/` doesn't repeat. `Given/<folder>`, where there is one, holds the files
/// both sides share. The test target `ExerciseNNTests` is built from the exercise's
/// read-only `Tests/` plus, when the learner writes tests, `Sources/Tests` (or
/// `Solution/Tests`), and grades them with `ExerciseGrading`.
struct ExerciseRecord {
    var folder: String
    var modules: [ExerciseModule] = [.single]
    var learnerWritesTests = false
    var shared: [String] = []
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
    /// A finished screen an exercise gives whole, in `Given/Form`, for its view modules to push.
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

/// The form's reference presenter (exercise 03's) and view model (exercise 06's), kept once
/// under `Shared/` with what they use: 04 and 07 test graded copies of them (04's tests use the
/// view protocol), and the exercises whose reference they are pass them on from `Solution/`.
let sharedModules = ["MVPForm": ["UserModel"], "MVVMForm": ["UserModel", "Bindings"]]

let exercises = [
    ExerciseRecord(folder: "01-one-more-job"),
    // The controller the learner pins down is given, in `Given/MVC`.
    ExerciseRecord(folder: "02-pin-it-down", modules: [.mvc], learnerWritesTests: true),
    ExerciseRecord(folder: "03-split-into-mvp", modules: [.presentation, .views], shared: ["MVPForm"]),
    ExerciseRecord(
        folder: "04-test-the-presenter", modules: [], learnerWritesTests: true, shared: ["MVPForm"]),
    ExerciseRecord(folder: "05-bindings-by-hand", modules: [.viewModels, .boundViews]),
    ExerciseRecord(folder: "06-split-into-mvvm", modules: [.viewModels, .boundViews], shared: ["MVVMForm"]),
    ExerciseRecord(
        folder: "07-test-the-view-model", modules: [], learnerWritesTests: true, shared: ["MVVMForm"]),
    // The form of exercises 02, 03 and 06, leaking, with what it uses given in Given/.
    ExerciseRecord(
        folder: "08-break-the-cycles", modules: ExerciseModule.threePatterns, learnerWritesTests: true,
        shared: ["MVVMForm"]),
    ExerciseRecord(
        folder: "09-a-change-request", modules: ExerciseModule.threePatterns, learnerWritesTests: true),
    ExerciseRecord(folder: "10-async-reality", modules: [.viewModels], learnerWritesTests: true),
    // The learner changes the chosen pattern's folders; the reference is in all three, graded in
    // the one its Choice.swift names, or the one WORKBOOK_CAPSTONE=MVC|MVP|MVVM names at run time.
    // The Edit-profile form is given whole, in a module of its own that every pattern pushes.
    ExerciseRecord(
        folder: "11-one-edit-two-screens", modules: ExerciseModule.threePatternsWithForm,
        learnerWritesTests: true),
]

/// `WORKBOOK_EXERCISE=NN` keeps only exercise NN's targets and what they build on, so a
/// compile error in another exercise can't stop it: `workbook check N` builds that way, in a
/// scratch folder of its own (`.build/exercise-check`), leaving the main build as it was.
let onlyExercise = Context.environment["WORKBOOK_EXERCISE"].flatMap { $0.isEmpty ? nil : $0 }
let kept = exercises.filter { exercise in onlyExercise.map { exercise.folder.hasPrefix($0 + "-") } ?? true }
let side = Context.environment["WORKBOOK_SOLUTIONS"] == "1" ? "Solution" : "Sources"

func join(_ parts: String...) -> String { parts.filter { !$0.isEmpty }.joined(separator: "/") }
/// The names in the package's folder `path`, or nil when there is no such folder.
func list(_ path: String) -> [String]? {
    try? FileManager.default.contentsOfDirectory(atPath: join(Context.packageDirectory, path))
}

/// The entries under `folder` a target built from `sources` there leaves out: SwiftPM warns of
/// every file in a target's folder that it neither builds nor excludes.
func excluded(from folder: String, keeping sources: [String], under path: String = "") -> [String] {
    (list(join(folder, path)) ?? []).sorted().flatMap { entry in
        let child = join(path, entry)
        if sources.contains(child) { return [String]() }
        if sources.contains(where: { $0.hasPrefix(child + "/") }) {
            return excluded(from: folder, keeping: sources, under: child)
        }
        return [child]
    }
}

/// A module's sources in `exercise`: `Given/<folder>` if there is one (all of them, when the
/// starter has no such folder), and this side's code; the reference's side takes each starter
/// file it has no copy of from `Sources/`.
func code(_ folder: String, in exercise: String) -> [String] {
    let given = list(join(exercise, "Given", folder)) == nil ? [] : [join("Given", folder)]
    guard let starter = list(join(exercise, "Sources", folder)) else { return given }
    guard side == "Solution", let reference = list(join(exercise, side, folder)) else {
        return [join("Sources", folder)] + given
    }
    let unchanged = starter.filter { $0.hasSuffix(".swift") && !reference.contains($0) }.sorted()
    return [join(side, folder)] + unchanged.map { join("Sources", folder, $0) } + given
}

for exercise in kept {
    let name = "Exercise" + exercise.folder.prefix(2)
    // The tests may use the shared modules; the exercise's own modules only on the reference's
    // side, which passes them on.
    let shared = side == "Solution" ? exercise.shared : []
    func target(_ name: String, from sources: [String], dependencies: [String]) -> Target {
        let settings = strictImports + (side == "Solution" ? [.define("WORKBOOK_SOLUTIONS")] : [])
        let exclude = excluded(from: exercise.folder, keeping: sources)
        let dependencies = dependencies.map(dependency)
        return name.hasSuffix("Tests")
            ? .testTarget(
                name: name, dependencies: dependencies, path: exercise.folder, exclude: exclude,
                sources: sources, swiftSettings: settings)
            : .target(
                name: name, dependencies: dependencies, path: exercise.folder, exclude: exclude,
                sources: sources, swiftSettings: settings)
    }
    for module in exercise.modules {
        package.targets.append(
            target(
                name + module.suffix, from: code(module.folder, in: exercise.folder),
                dependencies: module.uses + module.siblings.map { name + $0 } + shared))
    }
    // The exercise's modules, whatever they and the shared modules use, and the grader of the
    // learner's tests.
    let uses =
        ["UserModel", "TerminalUIKit"] + exercise.modules.flatMap(\.uses)
        + exercise.shared.flatMap { sharedModules[$0] ?? [] }
    package.targets.append(
        target(
            name + "Tests",
            from: ["Tests"] + (exercise.learnerWritesTests ? code("Tests", in: exercise.folder) : []),
            dependencies: exercise.modules.map { name + $0.suffix } + exercise.shared + Set(uses).sorted()
                + (exercise.learnerWritesTests ? ["ExerciseGrading"] : [])))
}

// MARK: - What the exercises share

for (name, uses) in sharedModules.sorted(by: { $0.key < $1.key })
where kept.contains(where: { $0.shared.contains(name) }) {
    package.targets.append(
        .target(
            name: name, dependencies: uses.map(dependency), path: "Shared/\(name)",
            swiftSettings: strictImports))
}
// The grader of the tests learners write, one copy for every exercise where they write them,
// and its own tests, which only the whole package builds.
if kept.contains(where: \.learnerWritesTests) {
    package.targets.append(
        .target(name: "ExerciseGrading", path: "Support/Grading", swiftSettings: strictImports))
}
if onlyExercise == nil {
    package.targets.append(
        .testTarget(
            name: "ExerciseGradingTests", dependencies: ["ExerciseGrading"],
            path: "Tests/ExerciseGradingTests",
            swiftSettings: strictImports))
}
