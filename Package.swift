// swift-tools-version: 6.1
// The MVC · MVP · MVVM workbook: one user-list feature built three ways, a terminal
// view kit that stands in for UIKit, the `workbook` command, and the exercises.
import PackageDescription

let package = Package(
    name: "ArchitectureWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"])
    ],
    targets: [
        // MARK: - The layers every pattern shares

        /// Users, the service protocol, the sample/file/controllable services, the clock.
        .target(name: "UserModel"),
        /// A tiny UIKit look-alike that renders screens as lines of text.
        .target(name: "TerminalUIKit"),
        /// Records who called whom, for `workbook trace`; only decorators and proxies use it.
        .target(name: "CallTracing"),

        // MARK: - The same feature, three ways

        .target(name: "MVC", dependencies: ["UserModel", "TerminalUIKit"]),
        .target(name: "MVP", dependencies: ["UserModel", "TerminalUIKit", "CallTracing"]),
        .target(name: "MVVM", dependencies: ["UserModel", "TerminalUIKit", "CallTracing"]),

        // MARK: - The `workbook` command

        .target(
            name: "WorkbookCLI",
            dependencies: ["UserModel", "TerminalUIKit", "CallTracing", "MVC", "MVP", "MVVM"]
        ),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCLI"]),

        // MARK: - The workbook's own tests

        .testTarget(name: "UserModelTests", dependencies: ["UserModel"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TerminalUIKitTests", dependencies: ["TerminalUIKit"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "UserModel", "TerminalUIKit"]),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "UserModel", "TerminalUIKit", "CallTracing"]),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "UserModel", "TerminalUIKit", "CallTracing"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["WorkbookCLI", "MVC", "MVP", "MVVM", "UserModel", "TerminalUIKit"]
        ),
        .testTarget(name: "WorkbookCLITests", dependencies: ["WorkbookCLI", "UserModel", "CallTracing"]),
    ]
)

// MARK: - Exercises

/// Each exercise is a library target built from the learner's `Sources/` (or, with
/// `WORKBOOK_SOLUTIONS=1`, from the reference `Solution/`) and a test target
/// `ExerciseNNTests`, so `swift test --filter ExerciseNN` runs one exercise's tests.
/// Starters may use only the shared model and the view kit, never the finished patterns.
///
/// `WORKBOOK_EXERCISE=NN` keeps only exercise NN's two targets, so a compile error in
/// another exercise can't stop it: `workbook check N` builds that way, in a scratch folder
/// of its own (`.build/exercise-check`), leaving the main build as it was.
let exerciseFolders = [
    "01-count-the-users",
    "02-pin-it-down",
    "03-a-passive-view",
    "04-when-things-go-wrong",
    "05-who-owns-whom",
    "06-search",
    "07-observable-by-hand",
    "08-view-model-states",
    "09-bind-the-view",
    "10-break-the-cycle",
    "11-a-change-request",
    "12-stale-responses",
]
let useSolutions = Context.environment["WORKBOOK_SOLUTIONS"] == "1"
let onlyExercise = Context.environment["WORKBOOK_EXERCISE"].flatMap { $0.isEmpty ? nil : $0 }

for folder in exerciseFolders where onlyExercise.map({ folder.hasPrefix($0 + "-") }) ?? true {
    let name = "Exercise" + folder.prefix(2)
    package.targets += [
        .target(
            name: name,
            dependencies: ["UserModel", "TerminalUIKit"],
            path: "Exercises/\(folder)/\(useSolutions ? "Solution" : "Sources")"
        ),
        .testTarget(
            name: name + "Tests",
            dependencies: [.target(name: name), "UserModel", "TerminalUIKit"],
            path: "Exercises/\(folder)/Tests"
        ),
    ]
}
