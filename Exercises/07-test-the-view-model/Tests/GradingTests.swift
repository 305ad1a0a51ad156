// The tests of exercise 07 — tests of your tests. Each of yours must pass against the view
// model as it is, and together they must catch every bug in `ViewModelBug`: for each one,
// at least one of your tests must fail on a copy of the view model with that bug.
// Read them; don't edit them.

import ExerciseGrading
import Testing

@MainActor
@Suite("Exercise 07 · Test the view model", .timeLimit(.minutes(1)))
struct Exercise07Tests {
    @Test("each of your tests passes against the view model as it is", arguments: viewModelTests)
    func passesOnTheRealViewModel(_ test: ViewModelTest) async throws {
        try await test.body(ViewModelMaker(bug: nil))
    }

    @Test("your tests catch every seeded bug")
    func catchesEverySeededBug() async {
        let result = await BugHunt.run(ViewModelBug.allCases) { bug in
            for test in viewModelTests {
                try await test.body(ViewModelMaker(bug: bug))
            }
        }

        BugHunt.report(result, testCount: viewModelTests.count, subject: "the view model as it is")
    }
}
