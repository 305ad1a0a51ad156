// `swift test` runs for the tests of the output reader and the exercise commands: the
// results come as event streams (``RecordedEventStream``), the build's errors and crashes as
// console text, cut down from runs recorded on Linux (Swift 6.3.1). Paths inside the workbook
// read `{ROOT}`. This file holds no tests of its own.

import Foundation

@testable import WorkbookCLI

enum RecordedSwiftTest: CaseIterable {
    /// Exercise 01's starter: 6 tests, all failing.
    case failing
    /// Exercise 01's reference: 6 tests pass.
    case passing
    /// Exercise 01's starter with a type error at line 61, printed twice.
    case compileError
    /// Exercise 01 with a test of the learner's missing an `await` inside `#expect`.
    case compileErrorInExpect
    /// `--filter Exercise01` while exercise 02 does not compile.
    case otherExerciseCompileError
    /// Exercise 01 with a file of its `Given/` deleted: the old module's interface still
    /// compiles, the link fails.
    case givenFileDeleted
    /// Exercise 01 calling `fatalError` in the middle of a test.
    case crash
    /// `--skip-build --filter Exercise02` when exercise 02 has no tests yet.
    case noTests

    func output(root: URL) -> ProcessOutput {
        switch self {
        case .failing: return RecordedEventStream.failing.output(root: root)
        case .passing: return RecordedEventStream.passing.output(root: root)
        case .noTests:
            return ProcessOutput(
                text: "Build complete! (0.10s)\n", status: 0,
                events: #"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"# + "\n"
                    + #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"# + "\n")
        default:
            return ProcessOutput(text: text.replacingOccurrences(of: "{ROOT}", with: root.path), status: 1)
        }
    }

    private var text: String {
        switch self {
        case .compileError:
            #"""
            [48/49] Compiling Exercise01 UserListViewController.swift
            {ROOT}/Exercises/01-count-the-users/Sources/UserListViewController.swift:61:43: error: cannot assign value of type 'Int' to type 'String'
            61 |                 summaryLabel.text = users.count
               |                                           `- error: cannot assign value of type 'Int' to type 'String'
            {ROOT}/Exercises/01-count-the-users/Sources/UserListViewController.swift:61:43: error: cannot assign value of type 'Int' to type 'String'
            error: fatalError

            """#
        case .compileErrorInExpect:
            #"""
            [2/13] Compiling Exercise01Tests Choice.swift
            macro expansion #expect:1:39: error: main actor-isolated property 'fetchCount' cannot be accessed from outside of the actor
            `- {ROOT}/Exercises/01-count-the-users/Sources/Tests/EditTests.swift:31:36: note: expanded code originates here
            29 | private func fetchesOnce(_ makeScreen: ScreenMaker) async throws {
            30 |     let screen = await AppScreen(makeScreen)
            31 |     #expect(screen.fetchCount == 1)
               |     `- note: in expansion of macro 'expect' here
               +--- macro expansion #expect ----------------------------------------
               |1 | Testing.__checkBinaryOperation(screen.fetchCount,{ $0 == $1() },1,expression: .__fromBinaryOperation(.__fromSyntaxNode("screen.fetchCount"),"==",.__fromSyntaxNode("1")),comments: [],isRequired: false,sourceLocation: Testing.SourceLocation.__here()).__expected()
               |  |                                       `- error: main actor-isolated property 'fetchCount' cannot be accessed from outside of the actor
               +--------------------------------------------------------------------
            32 | }
            [7/16] Compiling Exercise01Tests GradingTests.swift
            error: fatalError

            """#
        case .givenFileDeleted:
            #"""
            [30/31] Linking ExercisesPackageTests.xctest
            error: link command failed with exit code 1 (use -v to see invocation)
            {ROOT}/Exercises/01-count-the-users/Tests/SeededEditScreens.swift:179: error: undefined reference to '$s14Exercise01Form25EditProfileViewControllerCMa'
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            error: fatalError

            """#
        case .otherExerciseCompileError:
            #"""
            [4/8] Compiling Exercise02 Exercise02.swift
            {ROOT}/Exercises/02-pin-it-down/Sources/Exercise02.swift:2:19: error: cannot convert value of type 'String' to specified type 'Int'
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            error: fatalError

            """#
        default:
            #"""
            Build complete! (0.90s)
            ◇ Test run started.
            Exercise01/UserListViewController.swift:61: Fatal error: Step 1 not done
            Thread 0 "ArchitectureWor":
              3 [async] 0x000055fcdd1b5050 closure in TaskTracker.start(_:) at {ROOT}/Sources/TerminalUIKit/TaskTracker.swift:23
            Thread 1 "-qos.overcommit" crashed:
              0 0x00007f55eecf9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
              1 [ra] 0x000055fcdd15b774 closure #1 in UserListViewController.loadUsers() at {ROOT}/Exercises/01-count-the-users/Sources/UserListViewController.swift:61:40
              6 [async] error: Process 'ArchitectureWorkbookPackageTests.xctest' exited with unexpected signal code 4

            """#
        }
    }
}
