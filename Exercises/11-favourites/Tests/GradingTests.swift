// The tests of exercise 11's tests: yours must pass on your screens and catch every bug in
// `FavouritesBug`, seeded into a correct copy. Read them; don't edit them.

import ExerciseGrading
import Testing

@MainActor
@Suite("Exercise 11 · Favourites, your tests", .timeLimit(.minutes(1)))
struct Exercise11GradingTests {
    @Test("each of your tests passes against your screens", arguments: favouritesTests)
    func passesOnYourScreens(_ test: FavouritesTest) async throws {
        try await test.body(ScreenMaker(bug: nil))
    }

    @Test("your tests catch every seeded bug")
    func catchesEverySeededBug() async {
        let result = await BugHunt.run(FavouritesBug.allCases) { bug in
            for test in favouritesTests {
                try await test.body(ScreenMaker(bug: bug))
            }
        }

        BugHunt.report(result, testCount: favouritesTests.count, subject: "your screens", firstStep: 2)
    }
}
