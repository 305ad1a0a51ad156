// The stand-ins `workbook change-request`'s tests run with: a throwaway workbook folder
// holding one small change request, `swift test` outputs made from a few facts (which tests
// ran, which failed, what did not compile), and a workshop that applies nothing and answers
// each run from a script while it writes down what it was asked.

import Foundation
@testable import WorkbookCLI


// MARK: - A workbook with a change request

/// A workbook folder with `ChangeRequests/demo`, removed when released.
final class ChangeRequestFixture {
    /// The workbook's folder.
    let root: URL
    /// `ChangeRequests/demo`.
    let folder: URL

    /// Every patch the demo request has: each of the five patterns' sources and tests, the MVP
    /// test doubles, the model's sources and the shared tests.
    static let patches = [
        "model-sources": "Sources/UserModel/Order.swift", "mvc-sources": "Sources/MVC/List.swift",
        "mvc-tests": "Tests/MVCTests/ListTests.swift", "mvp-sources": "Sources/MVPPresentation/View.swift",
        "mvp-test-doubles": "Tests/MVPTests/RecordingView.swift",
        "mvp-tests": "Tests/MVPTests/PresenterTests.swift",
        "mvvm-sources": "Sources/MVVMPresentation/ViewModel.swift",
        "mvvm-tests": "Tests/MVVMTests/ViewModelTests.swift",
        "mvc-light-sources": "Sources/MVCLight/Formatter.swift",
        "mvc-light-tests": "Tests/MVCLightTests/FormatterTests.swift",
        "mvvm-observation-sources": "Sources/MVVMObservationPresentation/ViewModel.swift",
        "mvvm-observation-tests": "Tests/MVVMObservationTests/ViewModelTests.swift",
        "shared-tests": "Tests/ConformanceTests/Screens.swift",
    ]

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-change-request-\(UUID().uuidString)")
        folder = root.appendingPathComponent("ChangeRequests/demo")
        let manager = FileManager.default
        try manager.createDirectory(
            at: root.appendingPathComponent("Sources/UserModel"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("# Change request: Demo order\n\nA small request.\n".utf8)
            .write(to: folder.appendingPathComponent("README.md"))
        for (name, path) in Self.patches {
            try writePatch(name + ".patch", touching: path)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes a patch that adds two lines to `path` and removes one.
    func writePatch(_ name: String, touching path: String) throws {
        let diff = """
            diff --git a/\(path) b/\(path)
            --- a/\(path)
            +++ b/\(path)
            @@ -1,2 +1,3 @@
             keep
            -old
            +new
            +more

            """
        try Data(diff.utf8).write(to: folder.appendingPathComponent(name))
    }
}

// MARK: - Recorded `swift test` runs

/// What `swift test` prints and streams, made from the facts a test cares about.
enum SwiftTestRecording {
    /// A run in which `failing` of the `tests` test functions (named by their display names)
    /// recorded an issue; each test is in `File.swift` of suite `Suite`.
    static func ran(_ tests: Int, failing: [String] = []) -> ProcessOutput {
        var events: [String] = [
            #"{"kind":"test","payload":{"displayName":"Suite","id":"M.Suite","kind":"suite","name":"Suite"},"version":0}"#
        ]
        let names = failing + (0..<max(tests - failing.count, 0)).map { "passes \($0)" }
        for (index, name) in names.enumerated() {
            events.append(
                #"{"kind":"test","payload":{"displayName":"\#(name)","id":"M.Suite/t\#(index)()/File.swift:\#(index + 1):6","kind":"function","name":"t\#(index)()","sourceLocation":{"fileID":"M/File.swift","line":\#(index + 1),"column":6}},"version":0}"#
            )
        }
        events.append(#"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#)
        for index in names.indices {
            let id = "M.Suite/t\(index)()/File.swift:\(index + 1):6"
            events.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"},"version":0}"#)
            if index < failing.count {
                events.append(
                    #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"testID":"\#(id)"},"version":0}"#
                )
            }
            events.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"},"version":0}"#)
        }
        events.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
        let verdict = failing.isEmpty ? "passed" : "failed"
        return ProcessOutput(
            text: "[1/3] Compiling M File.swift\nBuild complete!\n􀟈 Test run started.\n"
                + "Test run with \(tests) tests in 1 suite \(verdict) after 0.1 seconds.\n",
            status: failing.isEmpty ? 0 : 1, events: events.joined(separator: "\n"))
    }

    /// A build that stops at `errors`, each `path:line:column: message` from the copy's root.
    static func doesNotCompile(_ errors: [String], scratch: URL) -> ProcessOutput {
        let lines = errors.map { error -> String in
            let parts = error.split(separator: ":", maxSplits: 3).map(String.init)
            return "\(scratch.path)/\(parts[0]):\(parts[1]):\(parts[2]): error:\(parts[3])"
        }
        return ProcessOutput(
            text: (["[1/2] Compiling"] + lines + ["error: fatalError"]).joined(separator: "\n"), status: 1)
    }
}

// MARK: - A workshop that answers from a script

/// A ``ChangeRequestWorkshop`` that applies nothing: it remembers which patches it was
/// asked to apply, answers each `swift test` from `answer`, and writes everything down.
@MainActor
final class ScriptedWorkshop: ChangeRequestWorkshop {
    /// Where the pretend copy is.
    let scratch = URL(fileURLWithPath: "/scratch/package")
    /// Everything asked, in order: `copy`, `apply NAME`, `test ARGUMENTS`, `remove`.
    private(set) var log: [String] = []
    /// The patches applied so far, by file name.
    private(set) var applied: [String] = []
    /// A patch that does not apply, if any.
    var refusing: String?
    /// The run's answer, from the patches applied so far and the `swift test` arguments.
    var answer: @MainActor (_ applied: [String], _ arguments: [String]) -> ProcessOutput

    init(answer: @escaping @MainActor (_ applied: [String], _ arguments: [String]) -> ProcessOutput) {
        self.answer = answer
    }

    func makeScratchCopy(of root: URL) async throws(CommandError) -> URL {
        log.append("copy")
        return scratch
    }

    func apply(_ patch: URL, in scratch: URL) async throws(CommandError) {
        let name = patch.lastPathComponent
        log.append("apply \(name)")
        if name == refusing {
            throw .failure("\(name) does not apply to this workbook's code (error: patch failed).")
        }
        applied.append(name)
    }

    func swiftTest(
        _ arguments: [String], in scratch: URL, progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(CommandError) -> ProcessOutput {
        log.append("test " + arguments.joined(separator: " "))
        progress(.building(done: 1, total: 2))
        progress(.testing)
        return answer(applied, arguments)
    }

    func removeScratchCopy(_ scratch: URL) {
        log.append("remove")
    }
}
