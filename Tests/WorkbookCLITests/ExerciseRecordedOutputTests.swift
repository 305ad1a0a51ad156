// Real `swift test` output, recorded once on Linux (Swift 6.3.1) from exercise 01 and the
// placeholder exercises, for the tests of the output parser and of `workbook check`. Paths
// inside the workbook read `{ROOT}`; ``RecordedSwiftTest/output(root:)`` puts a root back.
// This file holds no tests of its own; its name follows the folder's `Exercise*Tests` rule.

import Foundation
@testable import WorkbookCLI


/// Recorded outputs of `swift test --filter Exercise01` and friends, with their exit status.
enum RecordedSwiftTest: CaseIterable {
    /// Exercise 01 with step 1 done: 2 of 6 tests pass, 10 issues (the lowest step, 1, is printed late).
    case failing
    /// The reference of exercise 01 (`WORKBOOK_SOLUTIONS=1`): 6 of 6 tests pass.
    case passing
    /// Exercise 01's starter with a type error at line 61.
    case compileError
    /// `--filter Exercise01` while exercise 02 does not compile.
    case otherExerciseCompileError
    /// Exercise 01's starter calling `fatalError` in the middle of a test.
    case crash
    /// `--skip-build --filter Exercise02` when exercise 02 has no tests yet.
    case noTests

    /// The recording with `{ROOT}` replaced by `root`'s path.
    func output(root: URL) -> ProcessOutput {
        ProcessOutput(text: text.replacingOccurrences(of: "{ROOT}", with: root.path), status: status)
    }

    /// The exit status `swift test` ended with.
    var status: Int32 {
        switch self {
        case .failing: 1
        case .passing: 0
        case .compileError: 1
        case .otherExerciseCompileError: 1
        case .crash: 1
        case .noTests: 0
        }
    }

    /// The recorded text, standard output and error interleaved.
    var text: String {
        switch self {
        case .failing: Self.failingText
        case .passing: Self.passingText
        case .compileError: Self.compileErrorText
        case .otherExerciseCompileError: Self.otherExerciseCompileErrorText
        case .crash: Self.crashText
        case .noTests: Self.noTestsText
        }
    }

    private static let failingText =
        #"""
        [0/1] Planning build
        Building for debugging...
        [0/49] Write sources
        [2/49] Write swift-version-6A52383ED409C6A7.txt
        [4/26] Emitting module Exercise01
        [5/26] Compiling Exercise01 UserListViewController.swift
        [7/27] Emitting module WorkbookCLI
        [8/31] Compiling WorkbookCLI CheckCommand.swift
        [9/31] Compiling WorkbookCLI Exercise.swift
        [10/31] Compiling WorkbookCLI ExerciseCheck.swift
        [11/31] Compiling WorkbookCLI ExerciseTools.swift
        [12/31] Compiling WorkbookCLI ExercisesCommand.swift
        [13/31] Compiling WorkbookCLI HintCommand.swift
        [14/31] Compiling WorkbookCLI LineDiff.swift
        [15/31] Compiling WorkbookCLI ResetCommand.swift
        [16/31] Compiling WorkbookCLI SolutionCommand.swift
        [17/31] Compiling WorkbookCLI Subprocess.swift
        [18/31] Compiling WorkbookCLI TestRunReport.swift
        [19/31] Compiling WorkbookCLI WatchCommand.swift
        [20/32] Wrapping AST for WorkbookCLI for debugging
        [21/28] Write Objects.LinkFileList
        [23/28] Compiling workbook main.swift
        [24/28] Emitting module workbook
        [25/28] Write Objects.LinkFileList
        [26/28] Linking ArchitectureWorkbookPackageTests.xctest
        [27/28] Linking workbook
        Build complete! (11.61s)
        Test Suite 'Selected tests' started at 2026-11-22 11:28:03.757
        Test Suite 'Selected tests' passed at 2026-11-22 11:28:03.763
        	 Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite "Exercise 01 · Count the users" started.
        ◇ Test "one user reads "1 user"" started.
        ◇ Test "no users at all reads "No users yet."" started.
        ◇ Test "a refresh updates the header" started.
        ◇ Test "the whole screen: the bar, the header, then the rows in order" started.
        ◇ Test "a refresh that brings no users replaces the header" started.
        ◇ Test "the header counts the users" started.
        ◇ Test case passing 1 argument user → User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 3, firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 4, firstName: "Renée", lastName: "Åberg", email: "renee@test.com", age: 52) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101) to "one user reads "1 user"" started.
        ◇ Test case passing 2 arguments before → 3, after → 5 to "a refresh updates the header" started.
        ◇ Test case passing 2 arguments before → 6, after → 2 to "a refresh updates the header" started.
        ◇ Test case passing 2 arguments before → 4, after → 1 to "a refresh updates the header" started.
        ◇ Test case passing 1 argument before → 1 to "a refresh that brings no users replaces the header" started.
        ◇ Test case passing 1 argument count → 2 to "the header counts the users" started.
        ◇ Test case passing 1 argument before → 3 to "a refresh that brings no users replaces the header" started.
        ◇ Test case passing 1 argument count → 3 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 6 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 12 to "the header counts the users" started.
        ✘ Test "one user reads "1 user"" recorded an issue with 1 argument user → User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36) at UserListViewControllerTests.swift:113:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == "1 user"
        ↳ Step 2: with one user (Iyad Agha) the header should read "1 user", not "1 users". The screen was:
          Users  [Refresh]
          1 users
          1. Iyad Agha
             36 years · iyad@test.com
        ✘ Test "one user reads "1 user"" recorded an issue with 1 argument user → User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24) at UserListViewControllerTests.swift:113:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == "1 user"
        ↳ Step 2: with one user (Mila Haward) the header should read "1 user", not "1 users". The screen was:
          Users  [Refresh]
          1 users
          1. Mila Haward
             24 years · mila@test.com
        ✘ Test "one user reads "1 user"" recorded an issue with 1 argument user → User(id: 3, firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39) at UserListViewControllerTests.swift:113:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == "1 user"
        ↳ Step 2: with one user (Mark Astun) the header should read "1 user", not "1 users". The screen was:
          Users  [Refresh]
          1 users
          1. Mark Astun
             39 years · mark@test.com
        ✘ Test "one user reads "1 user"" recorded an issue with 1 argument user → User(id: 4, firstName: "Renée", lastName: "Åberg", email: "renee@test.com", age: 52) at UserListViewControllerTests.swift:113:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == "1 user"
        ↳ Step 2: with one user (Renée Åberg) the header should read "1 user", not "1 users". The screen was:
          Users  [Refresh]
          1 users
          1. Renée Åberg
             52 years · renee@test.com
        ✘ Test "one user reads "1 user"" recorded an issue with 1 argument user → User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1) at UserListViewControllerTests.swift:113:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == "1 user"
        ↳ Step 2: with one user (Noah Haward) the header should read "1 user", not "1 users". The screen was:
          Users  [Refresh]
          1 users
          1. Noah Haward
             1 year · noah@test.com
        ✘ Test "one user reads "1 user"" recorded an issue with 1 argument user → User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101) at UserListViewControllerTests.swift:113:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == "1 user"
        ↳ Step 2: with one user (Edith Okafor) the header should read "1 user", not "1 users". The screen was:
          Users  [Refresh]
          1 users
          1. Edith Okafor
             101 years · edith@test.com
        ✘ Test "one user reads "1 user"" with 6 test cases failed after 0.007 seconds with 6 issues.
        ✔ Test "the whole screen: the bar, the header, then the rows in order" passed after 0.007 seconds.
        ✔ Test "the header counts the users" with 4 test cases passed after 0.007 seconds.
        ✘ Test "no users at all reads "No users yet."" recorded an issue at UserListViewControllerTests.swift:130:9: Expectation failed: (screen → ["Users  [Refresh]", "0 users"]) == ["Users  [Refresh]", "No users yet."]
        ± inserted ["0 users"], removed ["No users yet."]
        ↳ Step 3: with no users the screen should be the title bar, then "No users yet." (not "0 users"). The screen was:
          Users  [Refresh]
          0 users
        ✘ Test "no users at all reads "No users yet."" failed after 0.009 seconds with 1 issue.
        ✘ Test "a refresh updates the header" recorded an issue with 2 arguments before → 4, after → 1 at UserListViewControllerTests.swift:96:9: Expectation failed: (lineUnderTheBar(screen) → "1 users") == (expected → "1 user")
        ↳ Step 1: after a refresh brings 1 users (there were 4), the header should read "1 user" — set it wherever the rows are reloaded. The screen was:
          Users  [Refresh]
          1 users
          1. Person Number1
             20 years · person1@test.com
        ✘ Test "a refresh updates the header" with 3 test cases failed after 0.010 seconds with 1 issue.
        ✘ Test "a refresh that brings no users replaces the header" recorded an issue with 1 argument before → 1 at UserListViewControllerTests.swift:151:9: Expectation failed: (screen → ["Users  [Refresh]", "0 users"]) == ["Users  [Refresh]", "No users yet."]
        ± inserted ["0 users"], removed ["No users yet."]
        ↳ Step 3: when a refresh brings no users, the old header must give way to "No users yet.". The screen was:
          Users  [Refresh]
          0 users
        ✘ Test "a refresh that brings no users replaces the header" recorded an issue with 1 argument before → 3 at UserListViewControllerTests.swift:151:9: Expectation failed: (screen → ["Users  [Refresh]", "0 users"]) == ["Users  [Refresh]", "No users yet."]
        ± inserted ["0 users"], removed ["No users yet."]
        ↳ Step 3: when a refresh brings no users, the old header must give way to "No users yet.". The screen was:
          Users  [Refresh]
          0 users
        ✘ Test "a refresh that brings no users replaces the header" with 2 test cases failed after 0.010 seconds with 2 issues.
        ✘ Suite "Exercise 01 · Count the users" failed after 0.011 seconds with 10 issues.
        ✘ Test run with 6 tests in 1 suite failed after 0.012 seconds with 10 issues.
        """# + "\n"

    private static let passingText =
        #"""
        [0/1] Planning build
        Building for debugging...
        [0/16] Write sources
        [12/16] Write swift-version-6A52383ED409C6A7.txt
        [14/18] Emitting module Exercise02
        [15/18] Compiling Exercise02 Exercise02.swift
        [17/21] Compiling Exercise01 UserListViewController.swift
        [18/21] Emitting module Exercise01
        [20/22] Emitting module Exercise12
        [21/22] Compiling Exercise12 Exercise12.swift
        [23/50] Emitting module Exercise11
        [24/50] Compiling Exercise11 Exercise11.swift
        [25/51] Emitting module Exercise10
        [26/51] Compiling Exercise10 Exercise10.swift
        [29/52] Compiling Exercise08 Exercise08.swift
        [30/52] Emitting module Exercise08
        [31/53] Compiling Exercise09 Exercise09.swift
        [32/53] Emitting module Exercise09
        [35/54] Compiling Exercise06 Exercise06.swift
        [36/54] Emitting module Exercise06
        [38/55] Compiling Exercise07 Exercise07.swift
        [39/55] Emitting module Exercise07
        [41/54] Compiling Exercise05 Exercise05.swift
        [42/54] Emitting module Exercise05
        [44/55] Emitting module Exercise04
        [45/55] Compiling Exercise04 Exercise04.swift
        [47/56] Compiling Exercise03 Exercise03.swift
        [48/56] Emitting module Exercise03
        [49/51] Write Objects.LinkFileList
        [50/51] Linking ArchitectureWorkbookPackageTests.xctest
        Build complete! (2.73s)
        Test Suite 'Selected tests' started at 2026-11-22 11:20:43.162
        Test Suite 'Selected tests' passed at 2026-11-22 11:20:43.164
        	 Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite "Exercise 01 · Count the users" started.
        ◇ Test "the header counts the users" started.
        ◇ Test "no users at all reads "No users yet."" started.
        ◇ Test "the whole screen: the bar, the header, then the rows in order" started.
        ◇ Test "one user reads "1 user"" started.
        ◇ Test "a refresh updates the header" started.
        ◇ Test "a refresh that brings no users replaces the header" started.
        ◇ Test case passing 1 argument count → 2 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 3 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 6 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 12 to "the header counts the users" started.
        ◇ Test case passing 1 argument user → User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 3, firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 4, firstName: "Renée", lastName: "Åberg", email: "renee@test.com", age: 52) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101) to "one user reads "1 user"" started.
        ◇ Test case passing 2 arguments before → 3, after → 5 to "a refresh updates the header" started.
        ◇ Test case passing 2 arguments before → 6, after → 2 to "a refresh updates the header" started.
        ◇ Test case passing 2 arguments before → 4, after → 1 to "a refresh updates the header" started.
        ◇ Test case passing 1 argument before → 1 to "a refresh that brings no users replaces the header" started.
        ◇ Test case passing 1 argument before → 3 to "a refresh that brings no users replaces the header" started.
        ✔ Test "no users at all reads "No users yet."" passed after 0.004 seconds.
        ✔ Test "the header counts the users" with 4 test cases passed after 0.004 seconds.
        ✔ Test "the whole screen: the bar, the header, then the rows in order" passed after 0.004 seconds.
        ✔ Test "one user reads "1 user"" with 6 test cases passed after 0.005 seconds.
        ✔ Test "a refresh updates the header" with 3 test cases passed after 0.006 seconds.
        ✔ Test "a refresh that brings no users replaces the header" with 2 test cases passed after 0.006 seconds.
        ✔ Suite "Exercise 01 · Count the users" passed after 0.007 seconds.
        ✔ Test run with 6 tests in 1 suite passed after 0.007 seconds.
        """# + "\n"

    private static let compileErrorText =
        #"""
        [0/1] Planning build
        Building for debugging...
        [0/16] Write sources
        [12/16] Write swift-version-6A52383ED409C6A7.txt
        [14/18] Emitting module Exercise11
        [15/18] Compiling Exercise12 Exercise12.swift
        [16/18] Emitting module Exercise12
        [17/19] Compiling Exercise11 Exercise11.swift
        [20/24] Emitting module Exercise09
        [21/24] Emitting module Exercise10
        [22/24] Compiling Exercise10 Exercise10.swift
        [23/25] Compiling Exercise09 Exercise09.swift
        [26/30] Emitting module Exercise07
        [27/30] Emitting module Exercise08
        [28/30] Compiling Exercise07 Exercise07.swift
        [29/30] Compiling Exercise08 Exercise08.swift
        [32/36] Emitting module Exercise05
        [33/36] Compiling Exercise05 Exercise05.swift
        [34/36] Emitting module Exercise06
        [35/37] Compiling Exercise06 Exercise06.swift
        [38/42] Emitting module Exercise04
        [39/42] Compiling Exercise04 Exercise04.swift
        [40/43] Compiling Exercise03 Exercise03.swift
        [41/43] Emitting module Exercise03
        [44/48] Emitting module Exercise02
        [45/48] Compiling Exercise02 Exercise02.swift
        [47/49] Emitting module Exercise01
        [48/49] Compiling Exercise01 UserListViewController.swift
        {ROOT}/Exercises/01-count-the-users/Sources/UserListViewController.swift:61:43: error: cannot assign value of type 'Int' to type 'String'
        59 |                 // Step 2: one user reads `1 user`.
        60 |                 // Step 3: no users at all reads `No users yet.`
        61 |                 summaryLabel.text = users.count
           |                                           `- error: cannot assign value of type 'Int' to type 'String'
        62 |                 let unused: Int = "three"
        63 |                 self.tableView.reloadData()
        error: fatalError
        """# + "\n"

    private static let otherExerciseCompileErrorText =
        #"""
        [0/1] Planning build
        Building for debugging...
        [0/6] Write sources
        [2/6] Write swift-version-6A52383ED409C6A7.txt
        [4/8] Compiling Exercise02 Exercise02.swift
        {ROOT}/Exercises/02-pin-it-down/Sources/Exercise02.swift:2:19: error: cannot convert value of type 'String' to specified type 'Int'
        1 | // Placeholder until exercise 02 lands.
        2 | let broken: Int = "two"
          |                   `- error: cannot convert value of type 'String' to specified type 'Int'
        3 | 
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [5/8] Emitting module Exercise02
        {ROOT}/Exercises/02-pin-it-down/Sources/Exercise02.swift:2:19: error: cannot convert value of type 'String' to specified type 'Int'
        1 | // Placeholder until exercise 02 lands.
        2 | let broken: Int = "two"
          |                   `- error: cannot convert value of type 'String' to specified type 'Int'
        3 | 
        [6/8] Emitting module Exercise01
        error: fatalError
        """# + "\n"

    private static let crashText =
        #"""
        Building for debugging...
        [0/6] Write sources
        [2/6] Write swift-version-6A52383ED409C6A7.txt
        [4/8] Compiling Exercise02 Exercise02.swift
        [5/8] Emitting module Exercise02
        [7/9] Emitting module Exercise01
        [8/9] Compiling Exercise01 UserListViewController.swift
        [9/11] Write Objects.LinkFileList
        [10/11] Linking ArchitectureWorkbookPackageTests.xctest
        Build complete! (0.90s)
        Test Suite 'Selected tests' started at 2026-11-22 11:20:56.487
        Test Suite 'Selected tests' passed at 2026-11-22 11:20:56.489
        	 Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite "Exercise 01 · Count the users" started.
        ◇ Test "one user reads "1 user"" started.
        ◇ Test "the whole screen: the bar, the header, then the rows in order" started.
        ◇ Test "no users at all reads "No users yet."" started.
        ◇ Test "a refresh that brings no users replaces the header" started.
        ◇ Test "a refresh updates the header" started.
        ◇ Test "the header counts the users" started.
        ◇ Test case passing 1 argument user → User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 3, firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 4, firstName: "Renée", lastName: "Åberg", email: "renee@test.com", age: 52) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument user → User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101) to "one user reads "1 user"" started.
        ◇ Test case passing 1 argument before → 1 to "a refresh that brings no users replaces the header" started.
        ◇ Test case passing 1 argument before → 3 to "a refresh that brings no users replaces the header" started.
        ◇ Test case passing 2 arguments before → 6, after → 2 to "a refresh updates the header" started.
        ◇ Test case passing 2 arguments before → 4, after → 1 to "a refresh updates the header" started.
        ◇ Test case passing 1 argument count → 2 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 3 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 6 to "the header counts the users" started.
        ◇ Test case passing 1 argument count → 12 to "the header counts the users" started.
        ◇ Test case passing 2 arguments before → 3, after → 5 to "a refresh updates the header" started.
        Exercise01/UserListViewController.swift:61: Fatal error: Step 1 not done

        *** Signal 4: Backtracing from 0x7f55eecf9361... done ***

        *** Program crashed: Illegal instruction at 0x00007f55eecf9361 ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "ArchitectureWor":

          0      0x00007f55ed292301 sigsuspend + 65 in libc.so.6
          1 [ra] 0x00007f55ee75dc29 _dispatch_sig_thread + 8 in libdispatch.so
        ...

        Thread 1 "-qos.overcommit" crashed:

          0                  0x00007f55eecf9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]             0x000055fcdd15b774 closure #1 in UserListViewController.loadUsers() + 563 in ArchitectureWorkbookPackageTests.xctest at {ROOT}/Exercises/01-count-the-users/Sources/UserListViewController.swift:61:40
          2 [async] [thunk]  0x000055fcdd15bc70 partial apply for closure #1 in UserListViewController.loadUsers() in ArchitectureWorkbookPackageTests.xctest at //<compiler-generated>
          3 [async]          0x000055fcdd1b5050 closure #1 in TaskTracker.start(_:) in ArchitectureWorkbookPackageTests.xctest at {ROOT}/Sources/TerminalUIKit/TaskTracker.swift:23
          4 [async] [thunk]  0x000055fcdd1b5240 partial apply for closure #1 in TaskTracker.start(_:) in ArchitectureWorkbookPackageTests.xctest at //<compiler-generated>
          5 [async] [thunk]  0x000055fcdd1b65f0 thunk for @escaping @isolated(any) @callee_guaranteed @async () -> (@out A) in ArchitectureWorkbookPackageTests.xctest at //<compiler-generated>
          6 [async] error: Process '{ROOT}/.build/x86_64-unknown-linux-gnu/debug/ArchitectureWorkbookPackageTests.xctest --filter Exercise01 --testing-library swift-testing' exited with unexpected signal code 4
        [thunk]  0x000055fcdd1b6720 partial apply for thunk for @escaping @isolated(any) @callee_guaranteed @async () -> (@out A) in ArchitectureWorkbookPackageTests.xctest at //<compiler-generated>
          7 [async] [system] 0x00007f55ee9cf310 completeTaskWithClosure(swift::AsyncContext*, swift::SwiftError*) in libswift_Concurrency.so
        ...

        Thread 2 "oot.default-qos":

          0  0x00007f55ed2dbf16 __futex_abstimed_wait_common + 198 in libc.so.6
        ...

        Thread 3 "-qos.overcommit":

          0      0x00007f55ed35ef36 epoll_wait + 86 in libc.so.6
          1 [ra] 0x00007f55ee75cff2 _dispatch_mgr_invoke + 129 in libdispatch.so
          2 [ra] 0x00007f55ee75cf5d _dispatch_mgr_thread + 108 in libdispatch.so
          3 [ra] 0x00007f55ee760195 _dispatch_worker_thread + 676 in libdispatch.so
        ...

        Thread 4 "oot.default-qos":

          0  0x00007f55ed2dbf16 __futex_abstimed_wait_common + 198 in libc.so.6
        ...


        Registers:

        rax 0x0000000000000000  0
        rdx 0x0000000000000002  2
        rcx 0x0000000000000001  1
        rbx 0x00000007f55e401a  34181365786
        rsi 0x80656e6f64207469  9251922434202825833
        rdi 0x0000000000000001  1
        rbp 0x00007f55ea9feaa0  b0 eb 9f ea 55 7f 00 00 74 b7 15 dd fc 55 00 00  °ë·êU···t··ÝüU··
        rsp 0x00007f55ea9fea30  e0 11 00 e4 55 7f 00 00 6d ee da ee 55 7f 00 00  à··äU···mîÚîU···
         r8 0x0000000000000007  7
         r9 0x00007f55e401ac30  1a 40 5e f5 07 00 00 00 22 0f 53 f7 ed c0 10 81  ·@^õ····"·S÷íÀ··
        r10 0x8110c0edf7530f22  9300145358809272098
        r11 0x000000000000000f  15
        r12 0x0000000000000000  0
        r13 0x00007f55e4007fc0  e0 11 00 e4 55 7f 00 00 a0 0f 00 e4 55 7f 00 00  à··äU··· ··äU···
        r14 0x00007f55e4007ed0  c0 69 00 e4 55 7f 00 00 70 bc 15 dd fc 55 00 00  Ài·äU···p¼·ÝüU··
        r15 0x00007f55e40064f0  20 29 9f ee 55 7f 00 00 03 00 00 00 02 00 00 00   )·îU···········
        rip 0x00007f55eecf9361  0f 0b 48 83 ec 08 48 8d 05 c2 a8 30 00 48 8d 3d  ··H·ì·H··Â¨0·H·=

        rflags 0x0000000000010206  PF

        cs 0x0033  fs 0x0000  gs 0x0000


        Images (20 omitted):

        0x000055fcdd11a000–0x000055fcdd23c210 184b56797239eee5ca927be7dfdcfb4ce51bb205 ArchitectureWorkbookPackageTests.xctest {ROOT}/.build/x86_64-unknown-linux-gnu/debug/ArchitectureWorkbookPackageTests.xctest
        0x00007f55ed256000–0x00007f55ed3d10fc 93ac61ec5a8eb1396f9fbd350e3169a558528a40 libc.so.6                               /usr/lib/x86_64-linux-gnu/libc.so.6
        0x00007f55ee72b000–0x00007f55ee773258 cb8d2d3cfa8e51d96b2da370bac3f34f88b57c92 libdispatch.so                          /opt/swift/usr/lib/swift/linux/libdispatch.so
        0x00007f55ee959000–0x00007f55ee9ec130 b9f34903c95524076576e2a19e29e879676b9e24 libswift_Concurrency.so                 /opt/swift/usr/lib/swift/linux/libswift_Concurrency.so
        0x00007f55eea00000–0x00007f55eefd2d40 b521f25fdeacf504eca83d97c7308e8fc11be729 libswiftCore.so                         /opt/swift/usr/lib/swift/linux/libswiftCore.so

        Backtrace took 0.07s

        """# + "\n"

    private static let noTestsText =
        #"""
        [0/1] Planning build
        warning: No matching test cases were run
        Test Suite 'Selected tests' started at 2026-11-22 11:27:22.973
        Test Suite 'Selected tests' passed at 2026-11-22 11:27:22.979
        	 Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.
        """# + "\n"
}
