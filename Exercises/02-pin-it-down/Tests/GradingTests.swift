// The tests of exercise 02 — tests of your tests. Each of yours must pass against the
// controller as it is, and together they must catch every bug in `ControllerBug`: for each
// one, at least one of your tests must fail on a copy of the controller with that bug.
// Read them; don't edit them.

import ExerciseGrading
import Testing

@MainActor
@Suite("Exercise 02 · Pin it down", .timeLimit(.minutes(1)))
struct Exercise02Tests {
    @Test("each of your tests passes against the controller as it is", arguments: screenTests)
    func passesOnTheRealController(_ test: ScreenTest) async throws {
        try await run(test, bug: nil)
    }

    @Test("your tests catch every seeded bug")
    func catchesEverySeededBug() async {
        let result = await BugHunt.run(ControllerBug.allCases) { bug in
            for test in screenTests {
                try await run(test, bug: bug)
            }
        }

        BugHunt.report(result, testCount: screenTests.count, subject: "the controller as it is")
    }

    /// Runs `test` on a fresh screen showing the controller, with `bug` seeded or not, and
    /// lets any work it left in flight finish.
    private func run(_ test: ScreenTest, bug: ControllerBug?) async throws {
        let screen = FormScreen(bug: bug)
        do {
            try await test.body(screen)
        } catch {
            await screen.finishAll()
            throw error
        }
        await screen.finishAll()
    }
}
