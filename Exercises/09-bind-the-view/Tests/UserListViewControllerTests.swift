// The failing tests for exercise 09. They treat the screen as a user would: show the window,
// let the service answer, tap and type through the view kit, and compare the whole rendered
// screen (`window.render()`) with the lines chapter 01 shows. The view model is given; only
// the bindings are under test.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise09

// MARK: - Building a screen

/// The list screen for `service`: view model, view controller, navigation, window.
@MainActor
func makeWindow(service: ControllableUserService) -> Window {
    let viewModel = UserListViewModel(service: service)
    let controller = UserListViewController(viewModel: viewModel)
    return Window(rootViewController: NavigationController(rootViewController: controller))
}

/// A service that answers every fetch at once with `results`, in order.
func answeringService(_ results: [Result<[User], UserServiceError>]) async -> ControllableUserService {
    let service = ControllableUserService()
    for result in results { await service.planNextResult(result) }
    await service.releaseAll()
    return service
}

/// A service that holds every fetch until the test completes it with the next of `results`.
func holdingService(_ results: [Result<[User], UserServiceError>]) async -> ControllableUserService {
    let service = ControllableUserService()
    for result in results { await service.planNextResult(result) }
    return service
}

// MARK: - Expected screens

/// `1. Title` with the detail indented below, for each row.
func rowLines(_ rows: [(title: String, detail: String)]) -> [String] {
    rows.enumerated().flatMap { index, row in ["\(index + 1). \(row.title)", "   \(row.detail)"] }
}

let sampleRows = rowLines([
    ("Renée Åberg", "52 years · renee@test.com"),
    ("Iyad Agha", "36 years · iyad@test.com"),
    ("Mark Astun", "39 years · mark@test.com"),
    ("Mila Haward", "24 years · mila@test.com"),
    ("Noah Haward", "1 year · noah@test.com"),
    ("Edith Okafor", "101 years · edith@test.com"),
])

let bar = "Users  [Refresh]"
let disabledBar = "Users  [Refresh] (disabled)"
let emptySearch = "Search: (name or email)"
let spinnerLine = "⟳ Loading users…"

/// A list of users, and the summary and row lines its screen must show.
struct LoadedList: Sendable, CustomTestStringConvertible {
    var name: String
    var users: [User]
    var lines: [String]

    var testDescription: String { name }

    static let sample = LoadedList(
        name: "the six sample users", users: User.sample, lines: ["6 users"] + sampleRows)

    static let oneUser = LoadedList(
        name: "one one-year-old",
        users: [User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1)],
        lines: ["1 user"] + rowLines([("Noah Haward", "1 year · noah@test.com")]))

    static let twoUnsorted = LoadedList(
        name: "two users, served out of order",
        users: [
            User(id: 9, firstName: "Zoe", lastName: "Zimmer", email: "zoe@example.org", age: 0),
            User(id: 8, firstName: "Ann", lastName: "Adams", email: "ann@example.org", age: 150),
        ],
        lines: ["2 users"]
            + rowLines([
                ("Ann Adams", "150 years · ann@example.org"), ("Zoe Zimmer", "0 years · zoe@example.org"),
            ]))

    static let all = [sample, oneUser, twoUnsorted]
}

/// A query as typed, and the summary and row lines it must leave on screen.
struct SearchCase: Sendable, CustomTestStringConvertible {
    var typed: String
    var lines: [String]

    var testDescription: String { "\"\(typed)\"" }

    static let all = [
        SearchCase(
            typed: "mi", lines: ["1 of 6 users"] + rowLines([("Mila Haward", "24 years · mila@test.com")])),
        SearchCase(
            typed: "haward",
            lines: ["2 of 6 users"]
                + rowLines([
                    ("Mila Haward", "24 years · mila@test.com"), ("Noah Haward", "1 year · noah@test.com"),
                ])),
        SearchCase(
            typed: "  aberg ",
            lines: ["1 of 6 users"] + rowLines([("Renée Åberg", "52 years · renee@test.com")])),
        SearchCase(typed: "zz", lines: ["No users match \"zz\"."]),
        SearchCase(typed: "", lines: ["6 users"] + sampleRows),
    ]
}

let failures = [UserServiceError.connectionLost, UserServiceError("The server is taking a nap.")]

// MARK: - The tests

@Suite("Exercise 09 · Bind the view", .timeLimit(.minutes(1)))
@MainActor
struct Exercise09BindTheViewTests {
    @Test("while the first load runs, the spinner shows and Refresh is disabled")
    func theFirstLoadShowsTheSpinner() async throws {
        let service = await holdingService([.success(User.sample)])
        let window = makeWindow(service: service)

        window.makeKeyAndVisible()
        try #require(
            window.tasks.runningCount > 0,
            "Step 1: appearing should start the first load with Task { … viewModel.viewDidLoad() }")
        await service.waitForPending(count: 1)

        #expect(
            window.render() == [disabledBar, emptySearch, spinnerLine],
            "Step 1: while loading, the screen should show the spinner line and a disabled Refresh")
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }

    @Test("loaded users show as a header and one row each", arguments: LoadedList.all)
    func loadedUsersShowAsRows(list: LoadedList) async {
        let window = makeWindow(service: await answeringService([.success(list.users)]))

        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [bar, emptySearch] + list.lines,
            "Steps 1–2: once loaded, the spinner goes, and the summary and rows show: \(list.lines)")
    }

    @Test("an empty list says No users yet.")
    func anEmptyListSaysSo() async {
        let window = makeWindow(service: await answeringService([.success([])]))

        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [bar, emptySearch, "No users yet."],
            "Step 2: with no users the summary label should read \"No users yet.\"")
    }

    @Test("a failed first load shows the reason and Retry", arguments: failures)
    func aFailedFirstLoadShowsRetry(failure: UserServiceError) async {
        let window = makeWindow(service: await answeringService([.failure(failure)]))

        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [bar, emptySearch, "Couldn't load users: \(failure.message)", "[Retry]"],
            "Step 3: the error label should read \"Couldn't load users: \(failure.message)\", with [Retry] below"
        )
    }

    @Test("tapping Retry loads again and hides the error", arguments: LoadedList.all)
    func retryLoadsAgain(list: LoadedList) async throws {
        let window = makeWindow(
            service: await answeringService([.failure(.connectionLost), .success(list.users)]))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        let tapped = try? window.tapButton(titled: "Retry")
        try #require(
            tapped == true, "Step 3: after the first load failed, an enabled [Retry] button should show")
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [bar, emptySearch] + list.lines,
            "Step 4: tapping Retry should call refreshTapped(); then the error and Retry go and the rows show"
        )
    }

    @Test("while refreshing, the rows stay under the spinner")
    func refreshingKeepsTheRows() async throws {
        let service = await holdingService([.success(User.sample), .success(User.sample)])
        let window = makeWindow(service: service)
        window.makeKeyAndVisible()
        try #require(
            window.tasks.runningCount > 0, "Step 1: appearing should start the first load")
        await service.waitForPending(count: 1)
        await service.completeOldest()
        await window.tasks.waitUntilIdle()

        let tapped = try? window.tapButton(titled: "Refresh")
        try #require(
            tapped == true && window.tasks.runningCount > 0,
            "Step 4: tapping Refresh should start the view model's refreshTapped()")
        await service.waitForPending(count: 1)

        #expect(
            window.render() == [disabledBar, emptySearch, spinnerLine, "6 users"] + sampleRows,
            "Steps 1 and 4: while refreshing, the spinner shows above the rows and Refresh is disabled")
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }

    @Test("a failed refresh keeps the rows under the error, without Retry", arguments: failures)
    func aFailedRefreshKeepsTheRows(failure: UserServiceError) async throws {
        let window = makeWindow(service: await answeringService([.success(User.sample), .failure(failure)]))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        let tapped = try? window.tapButton(titled: "Refresh")
        try #require(tapped == true, "Step 4: Refresh should be enabled once the list has loaded")
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [bar, emptySearch, "Couldn't load users: \(failure.message)", "6 users"]
                + sampleRows,
            "Steps 3–4: after a failed refresh the error line shows above the rows, and there is no Retry")
    }

    @Test("typing in the search field filters the rows", arguments: SearchCase.all)
    func typingFiltersTheRows(search: SearchCase) async throws {
        let window = makeWindow(service: await answeringService([.success(User.sample)]))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        try window.typeInSearchField("x")
        try window.typeInSearchField(search.typed)

        let searchLine = search.typed.isEmpty ? emptySearch : "Search: \(search.typed)"
        #expect(
            window.render() == [bar, searchLine] + search.lines,
            "Step 4: typing \"\(search.typed)\" should call searchTextChanged(_:) and show \(search.lines)")
    }
}
