// The tests of exercise 04 — tests of your tests. Each of yours must pass against the
// presenter as it is, and together they must catch every bug in `PresenterBug`: for each
// one, at least one of your tests must fail on a copy of the presenter with that bug.
// Read them; don't edit them.

import ExerciseGrading
import Testing

@MainActor
@Suite("Exercise 04 · Test the presenter", .timeLimit(.minutes(1)))
struct Exercise04Tests {
    @Test("each of your tests passes against the presenter as it is", arguments: presenterTests)
    func passesOnTheRealPresenter(_ test: PresenterTest) async throws {
        try await test.body(PresenterMaker(bug: nil))
    }

    @Test("your tests catch every seeded bug")
    func catchesEverySeededBug() async {
        let result = await BugHunt.run(PresenterBug.allCases) { bug in
            for test in presenterTests {
                try await test.body(PresenterMaker(bug: bug))
            }
        }

        BugHunt.report(
            result, testCount: presenterTests.count, subject: "the presenter as it is", firstStep: 2)
    }
}
