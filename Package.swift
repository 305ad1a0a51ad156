// swift-tools-version: 6.1
// The MVC · MVP · MVVM workbook: one user-list feature built three ways, a terminal
// view kit that stands in for UIKit, the `workbook` command, and the exercises.
import Foundation
import PackageDescription

/// Every target imports what it uses: a file that uses a module's members must import it
/// itself, never lean on another file's import.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "ArchitectureWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"])
    ],
    targets: [
        // MARK: - The layers every pattern shares

        /// Users, the service protocol, the sample and controllable services, the clock, the
        /// list's rules and the favourites store.
        .target(name: "UserModel", swiftSettings: strictImports),
        /// A tiny UIKit look-alike that renders screens as lines of text.
        .target(name: "TerminalUIKit", swiftSettings: strictImports),
        /// MVVM's hand-written binding (`Property`, `MutableProperty`, `BindingToken`), in a
        /// target of its own so that the view models and every exercise share one copy.
        .target(name: "Bindings", swiftSettings: strictImports),

        // MARK: - The same feature, three ways

        /// MVC: one target, because the controller is the view.
        .target(name: "MVC", dependencies: ["UserModel", "TerminalUIKit"], swiftSettings: strictImports),
        /// Lighter MVC: the same controllers, their data source, wording and loading moved into
        /// objects of their own, as objc.io's "Lighter View Controllers" does. Still one target.
        .target(
            name: "MVCLight", dependencies: ["UserModel", "TerminalUIKit"], swiftSettings: strictImports),
        /// MVP: the presenter and its passive view protocol, which cannot see the view kit…
        .target(name: "MVPPresentation", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// …and the view controllers that draw what the presenter says.
        .target(
            name: "MVPViews", dependencies: ["MVPPresentation", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// MVVM: the view models, whose outputs are bindable properties, and which cannot see
        /// the view kit…
        .target(
            name: "MVVMPresentation", dependencies: ["UserModel", "Bindings"], swiftSettings: strictImports),
        /// …and the view controllers that bind to them.
        .target(
            name: "MVVMViews", dependencies: ["MVVMPresentation", "Bindings", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// MVVM on Swift's Observation: the same view models marked `@Observable`, no binding
        /// target and no view kit…
        .target(
            name: "MVVMObservationPresentation", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// …and the view controllers that redraw whatever they read when it changes.
        .target(
            name: "MVVMObservationViews",
            dependencies: ["MVVMObservationPresentation", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),

        // MARK: - Tools around the patterns

        /// Drives any pattern's screen through a script of user events: the conformance
        /// tests and the `workbook` command use it.
        .target(
            name: "ScriptedSessions",
            dependencies: [
                "UserModel", "TerminalUIKit", "MVC", "MVPViews", "MVVMViews", "MVCLight",
                "MVVMObservationViews",
            ],
            swiftSettings: strictImports),
        /// Records who called whom, with recording proxies around the patterns' roles: the
        /// `workbook` command uses it (`trace`, `compare --trace`), and the conformance tests
        /// check that tracing changes no screen. No pattern's target sees it.
        .target(
            name: "Tracing",
            dependencies: [
                "UserModel", "TerminalUIKit", "ScriptedSessions", "MVC", "MVPPresentation", "MVPViews",
                "Bindings", "MVVMPresentation", "MVVMViews", "MVCLight", "MVVMObservationPresentation",
                "MVVMObservationViews",
            ],
            swiftSettings: strictImports),

        /// Users from a JSON file, with every problem worded down to the line and column: the
        /// `--users` option reads it. No pattern sees it, only the `UserService` it conforms to.
        .target(name: "UsersFile", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// Measures the three patterns by reading their sources, never linking them: `workbook metrics`.
        .target(name: "Metrics", swiftSettings: strictImports),

        // MARK: - The `workbook` command

        /// What the command's two runners share: another program run in a process group of its
        /// own, Ctrl-C passed on; a `swift test` run read (build progress, Swift Testing's event
        /// stream, the report); and `CommandError`, the error every layer of the command ends with.
        /// The change requests run `swift test` as the exercise runner does but need none of the
        /// exercises, so these pieces sit below both instead of in `ExerciseRunner`: neither runner
        /// sees the other, and the two compile side by side.
        .target(name: "CommandSupport", swiftSettings: strictImports),
        /// The exercises: the table under `Exercises/`, one exercise's `swift test` in a build of
        /// its own, what its run means for the learner, the hints, and a reset that backs up first.
        .target(name: "ExerciseRunner", dependencies: ["CommandSupport"], swiftSettings: strictImports),
        /// Change requests: patches applied to a scratch copy part by part, built and tested, and
        /// the report of what each pattern's change touched and broke.
        .target(name: "ChangeRequests", dependencies: ["CommandSupport"], swiftSettings: strictImports),
        /// The command layer: parsing, help, dispatch and printing, calling into the targets above.
        /// `workbook bench` stays here: it measures through the same sessions `compare` drives, so
        /// a target of its own would add a module to build without taking a dependency off this one.
        .target(
            name: "WorkbookCLI",
            dependencies: [
                "UserModel", "UsersFile", "TerminalUIKit", "ScriptedSessions", "Tracing", "Metrics",
                "CommandSupport", "ExerciseRunner", "ChangeRequests",
            ],
            swiftSettings: strictImports),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCLI"], swiftSettings: strictImports),

        // MARK: - The workbook's own tests

        .testTarget(name: "UserModelTests", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// Every way a users file can be wrong, one malformed fixture each.
        .testTarget(
            name: "UsersFileTests", dependencies: ["UsersFile", "UserModel"], resources: [.copy("Fixtures")],
            swiftSettings: strictImports),
        .testTarget(
            name: "TerminalUIKitTests", dependencies: ["TerminalUIKit"], swiftSettings: strictImports),
        .testTarget(
            name: "MVCTests", dependencies: ["MVC", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// The lighter controller's helpers without a window, and its screens against MVC's.
        .testTarget(
            name: "MVCLightTests", dependencies: ["MVCLight", "MVC", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        .testTarget(
            name: "MVPTests", dependencies: ["MVPPresentation", "MVPViews", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        .testTarget(
            name: "MVVMTests",
            dependencies: ["Bindings", "MVVMPresentation", "MVVMViews", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// The `@Observable` view models read after each input, and the screens drawn beside MVVM's.
        .testTarget(
            name: "MVVMObservationTests",
            dependencies: [
                "MVVMObservationPresentation", "MVVMObservationViews", "UserModel", "TerminalUIKit",
                "ScriptedSessions",
            ],
            swiftSettings: strictImports),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["ScriptedSessions", "Tracing", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// The chapters hold to the code: quoted code is still in its file, quoted output is
        /// what the command prints today, every screen is one a scenario draws.
        .testTarget(
            name: "ChapterTests", dependencies: ["WorkbookCLI", "ScriptedSessions", "UserModel"],
            swiftSettings: strictImports),
        /// The commands, run in-process and as the built executable, and the runners' logic under
        /// them: most runner tests drive a command, and all of them share its fixtures (a fake
        /// workbook, recorded `swift test` runs, a scripted workshop), so they stay together. The
        /// grader of the learners' tests is tested here too: it is what `check` reports on.
        .testTarget(
            name: "WorkbookCLITests",
            dependencies: [
                "WorkbookCLI", "CommandSupport", "ExerciseRunner", "ChangeRequests", "Metrics",
                "ScriptedSessions",
                "Tracing", "UserModel", "ExerciseGrading",
            ],
            swiftSettings: strictImports),
    ]
)

// MARK: - Exercises

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

/// The grader of the tests learners write, one copy for every exercise where they write them.
package.targets.append(
    .target(name: "ExerciseGrading", path: "Exercises/Support/Grading", swiftSettings: strictImports))

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
            .filter { existsInPackage("Exercises/\(exercise.folder)/\($0)") }
        return name.hasSuffix("Tests")
            ? .testTarget(
                name: name, dependencies: dependencies.map { .target(name: $0) },
                path: "Exercises/\(exercise.folder)", exclude: exclude, sources: sources,
                swiftSettings: strictImports + (useSolutions ? [.define("WORKBOOK_SOLUTIONS")] : []))
            : .target(
                name: name, dependencies: dependencies.map { .target(name: $0) },
                path: "Exercises/\(exercise.folder)", exclude: exclude, sources: sources,
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

/// With `WORKBOOK_EXERCISE=NN`, the package holds exercise NN's targets and what they
/// depend on, directly or through another target, and nothing else: the workbook's own
/// tests and the `workbook` command stay out of the isolated build, so the first
/// `workbook check` compiles little more than the exercise. (`WORKBOOK_EXERCISE=none`,
/// which the change requests use, names no exercise and leaves the workbook whole.)
if !exerciseTargets.isEmpty, onlyExercise != nil {
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
    // A product whose targets left with them goes too: `workbook` is not needed to test an exercise.
    package.products.removeAll { product in
        !((product as? Product.Executable)?.targets ?? []).allSatisfy(needed.contains)
    }
}
