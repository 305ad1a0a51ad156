// swift-tools-version: 6.1
// The MVC · MVP · MVVM workbook: one user-list feature built five ways over a shared model
// and a terminal view kit that stands in for UIKit, and the `workbook` command that shows
// them side by side. The exercises are a package of their own, in `Exercises/`.
import PackageDescription

/// Every file imports what it uses, never leaning on another file's import.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "ArchitectureWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        // What the exercises build on: the model, the view kit and the binding.
        .library(name: "UserModel", targets: ["UserModel"]),
        .library(name: "TerminalUIKit", targets: ["TerminalUIKit"]),
        .library(name: "Bindings", targets: ["Bindings"]),
    ],
    targets: [
        // MARK: - The layers every pattern shares

        /// Users, the service protocol, the sample and controllable services, the clock, the
        /// list's rules and the favourites store.
        .target(name: "UserModel", swiftSettings: strictImports),
        /// A tiny UIKit look-alike that renders screens as lines of text.
        .target(name: "TerminalUIKit", swiftSettings: strictImports),
        /// MVVM's hand-written binding: `Property`, `MutableProperty`, `BindingToken`.
        .target(name: "Bindings", swiftSettings: strictImports),

        // MARK: - The same feature, five ways

        /// MVC: one target, because the controller is the view.
        .target(name: "MVC", dependencies: ["UserModel", "TerminalUIKit"], swiftSettings: strictImports),
        /// Lighter MVC: the controller's data source, wording and loading in objects of their own.
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
        /// MVVM on Swift's Observation: `@Observable` view models, without the view kit…
        .target(
            name: "MVVMObservationPresentation", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// …and the view controllers that redraw whatever they read when it changes.
        .target(
            name: "MVVMObservationViews",
            dependencies: ["MVVMObservationPresentation", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),

        // MARK: - The `workbook` command

        /// Everything the command does, in one library so its tests can call it in-process:
        /// scripted sessions, traces, users files, metrics, bench and the exercise runner.
        .target(
            name: "WorkbookCLI",
            dependencies: [
                "UserModel", "TerminalUIKit", "Bindings", "MVC", "MVCLight", "MVPPresentation", "MVPViews",
                "MVVMPresentation", "MVVMViews", "MVVMObservationPresentation", "MVVMObservationViews",
            ],
            swiftSettings: strictImports),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCLI"], swiftSettings: strictImports),

        // MARK: - Tests

        .testTarget(name: "UserModelTests", dependencies: ["UserModel"], swiftSettings: strictImports),
        .testTarget(
            name: "TerminalUIKitTests", dependencies: ["TerminalUIKit"], swiftSettings: strictImports),
        .testTarget(
            name: "MVCTests", dependencies: ["MVC", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
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
        .testTarget(
            name: "MVVMObservationTests",
            dependencies: [
                "MVVMObservationPresentation", "MVVMObservationViews", "UserModel", "TerminalUIKit",
            ],
            swiftSettings: strictImports),
        /// Every column draws the same screens, with and without tracing.
        .testTarget(
            name: "ConformanceTests", dependencies: ["WorkbookCLI", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// Quoted code is still in its file, quoted output is what the command prints today.
        .testTarget(
            name: "ChapterTests", dependencies: ["WorkbookCLI", "UserModel"], swiftSettings: strictImports),
        .testTarget(
            name: "WorkbookCLITests", dependencies: ["WorkbookCLI", "UserModel", "TerminalUIKit"],
            resources: [.copy("UsersFileFixtures"), .copy("ToolchainFixtures")], swiftSettings: strictImports),
    ]
)
