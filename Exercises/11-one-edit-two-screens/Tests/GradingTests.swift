// The tests of exercise 11's tests: yours must pass on your screens and catch every bug in
// `EditBug`, seeded into a correct copy. Read them; don't edit them.

import ExerciseGrading
import Testing

@MainActor
@Suite("Exercise 11 · One edit, two screens, your tests", .timeLimit(.minutes(1)))
struct Exercise11GradingTests {
    @Test("each of your tests passes against your screens", arguments: editTests)
    func passesOnYourScreens(_ test: EditTest) async throws {
        try await test.body(ScreenMaker(bug: nil))
    }

    @Test("your tests catch every seeded bug")
    func catchesEverySeededBug() async {
        let result = await BugHunt.run(EditBug.allCases) { bug in
            for test in editTests {
                try await test.body(ScreenMaker(bug: bug))
            }
        }

        BugHunt.report(result, testCount: editTests.count, subject: "your screens", firstStep: 2)
    }
}
