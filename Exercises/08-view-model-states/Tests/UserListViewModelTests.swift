// The failing tests for exercise 08. MVVM's own idiom: no view at all — bind a recorder to
// each output of the view model, send it events, and compare what each output showed with
// what it should have shown. The service answers at once with the results planned for it.

import Testing
import UserModel

@testable import Exercise08

// MARK: - Test doubles

/// Every value an output showed, in order. A repeat of the value already showing changes
/// nothing on screen, so it is not recorded twice.
@MainActor
final class OutputRecording<Value: Equatable> {
    private(set) var values: [Value] = []
    private var token: BindingToken?

    init(_ output: Observable<Value>) {
        token = output.bind { [weak self] value in self?.record(value) }
    }

    private func record(_ value: Value) {
        if values.last != value { values.append(value) }
    }
}

/// The five outputs of one view model, each recorded from the moment it is created.
@MainActor
struct RecordedOutputs {
    let isLoading: OutputRecording<Bool>
    let summary: OutputRecording<String>
    let rows: OutputRecording<[UserRow]>
    let errorMessage: OutputRecording<String>
    let isRetryVisible: OutputRecording<Bool>

    init(_ viewModel: UserListViewModel) {
        isLoading = OutputRecording(viewModel.isLoading)
        summary = OutputRecording(viewModel.summary)
        rows = OutputRecording(viewModel.rows)
        errorMessage = OutputRecording(viewModel.errorMessage)
        isRetryVisible = OutputRecording(viewModel.isRetryVisible)
    }
}

/// A view model on a service that answers every fetch at once with `results`, in order.
@MainActor
func makeViewModel(answering results: [Result<[User], UserServiceError>]) async -> UserListViewModel {
    let service = ControllableUserService()
    for result in results { await service.planNextResult(result) }
    await service.releaseAll()
    return UserListViewModel(service: service)
}

// MARK: - Fixtures

/// A list of users, and the rows and header it must show, written out by hand.
struct LoadedList: Sendable, CustomTestStringConvertible {
    var name: String
    var users: [User]
    var rows: [UserRow]
    var header: String

    var testDescription: String { name }

    static let sample = LoadedList(
        name: "the six sample users",
        users: User.sample,
        rows: [
            UserRow(title: "Renée Åberg", detail: "52 years · renee@test.com"),
            UserRow(title: "Iyad Agha", detail: "36 years · iyad@test.com"),
            UserRow(title: "Mark Astun", detail: "39 years · mark@test.com"),
            UserRow(title: "Mila Haward", detail: "24 years · mila@test.com"),
            UserRow(title: "Noah Haward", detail: "1 year · noah@test.com"),
            UserRow(title: "Edith Okafor", detail: "101 years · edith@test.com"),
        ],
        header: "6 users")

    static let oneUser = LoadedList(
        name: "one one-year-old",
        users: [User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1)],
        rows: [UserRow(title: "Noah Haward", detail: "1 year · noah@test.com")],
        header: "1 user")

    static let twoUnsorted = LoadedList(
        name: "two users, served out of order",
        users: [
            User(id: 9, firstName: "Zoe", lastName: "Zimmer", email: "zoe@example.org", age: 0),
            User(id: 8, firstName: "Ann", lastName: "Adams", email: "ann@example.org", age: 150),
        ],
        rows: [
            UserRow(title: "Ann Adams", detail: "150 years · ann@example.org"),
            UserRow(title: "Zoe Zimmer", detail: "0 years · zoe@example.org"),
        ],
        header: "2 users")

    static let all = [sample, oneUser, twoUnsorted]
}

let failures = [
    UserServiceError.connectionLost,
    UserServiceError("The server is taking a nap."),
]

// MARK: - The tests

@Suite("Exercise 08 · A view model's states")
@MainActor
struct Exercise08ViewModelStatesTests {
    @Test(
        "a load turns isLoading on, then off again, whatever the outcome",
        arguments: [
            Result<[User], UserServiceError>.success(User.sample), .success([]),
            .failure(.connectionLost),
        ])
    func loadingGoesOnThenOff(result: Result<[User], UserServiceError>) async {
        let viewModel = await makeViewModel(answering: [result])
        let outputs = RecordedOutputs(viewModel)

        await viewModel.viewDidLoad()

        #expect(
            outputs.isLoading.values == [false, true, false],
            "Step 1: isLoading should go false → true (while fetching) → false (when the answer is in)")
    }

    @Test("loaded users become rows in list order, with a header", arguments: LoadedList.all)
    func loadedUsersBecomeRows(list: LoadedList) async {
        let viewModel = await makeViewModel(answering: [.success(list.users)])
        let outputs = RecordedOutputs(viewModel)

        await viewModel.viewDidLoad()

        #expect(
            outputs.rows.values == [[], list.rows],
            "Step 2: rows should go from [] to the \(list.rows.count) rows, sorted by last name, first name")
        #expect(
            outputs.summary.values == ["", list.header],
            "Step 2: the summary should go from \"\" to \"\(list.header)\"")
        #expect(
            outputs.errorMessage.values == [""] && outputs.isRetryVisible.values == [false],
            "Step 2: a load that succeeds shows no error and no Retry")
    }

    @Test("an empty list says so, and shows no rows")
    func anEmptyListSaysSo() async {
        let viewModel = await makeViewModel(answering: [.success([])])
        let outputs = RecordedOutputs(viewModel)

        await viewModel.viewDidLoad()

        #expect(
            outputs.summary.values == ["", "No users yet."],
            "Step 3: with no users the summary should go from \"\" to \"No users yet.\"")
        #expect(outputs.rows.values == [[]], "Step 3: with no users, rows should stay []")
        #expect(outputs.errorMessage.values == [""], "Step 3: an empty list is not an error")
    }

    @Test("a failed first load shows the reason and Retry", arguments: failures)
    func aFailedFirstLoadShowsTheReason(failure: UserServiceError) async {
        let viewModel = await makeViewModel(answering: [.failure(failure)])
        let outputs = RecordedOutputs(viewModel)

        await viewModel.viewDidLoad()

        #expect(
            outputs.errorMessage.values == ["", "Couldn't load users: \(failure.message)"],
            "Step 4: errorMessage should go from \"\" to \"Couldn't load users: \(failure.message)\"")
        #expect(
            outputs.isRetryVisible.values == [false, true],
            "Step 4: Retry should show after the first load failed")
        #expect(
            outputs.rows.values == [[]] && outputs.summary.values == [""],
            "Step 4: a failed first load shows no rows and no summary")
        #expect(outputs.isLoading.values == [false, true, false], "Step 1: loading ends after a failure too")
    }

    @Test("Retry clears the error and loads the users", arguments: LoadedList.all)
    func retryClearsTheErrorAndLoads(list: LoadedList) async {
        let viewModel = await makeViewModel(answering: [.failure(.connectionLost), .success(list.users)])
        let outputs = RecordedOutputs(viewModel)
        await viewModel.viewDidLoad()

        await viewModel.refreshTapped()

        #expect(
            outputs.errorMessage.values == ["", "Couldn't load users: The network connection was lost.", ""],
            "Step 1 and 4: the error should show after the failure and clear when the retry starts")
        #expect(
            outputs.isRetryVisible.values == [false, true, false],
            "Step 1 and 4: Retry should show after the failure and hide when the retry starts")
        #expect(
            outputs.rows.values == [[], list.rows] && outputs.summary.values == ["", list.header],
            "Step 2: after a successful retry the \(list.rows.count) rows and \"\(list.header)\" should show")
    }

    @Test("a failed refresh keeps the rows and shows the reason, without Retry", arguments: failures)
    func aFailedRefreshKeepsTheRows(failure: UserServiceError) async {
        let viewModel = await makeViewModel(answering: [.success(User.sample), .failure(failure)])
        let outputs = RecordedOutputs(viewModel)
        await viewModel.viewDidLoad()

        await viewModel.refreshTapped()

        #expect(
            outputs.rows.values == [[], LoadedList.sample.rows],
            "Step 4: a failed refresh must leave the six rows in place (rows should never go back to [])")
        #expect(
            outputs.summary.values == ["", "6 users"],
            "Step 4: a failed refresh must leave the summary \"6 users\" in place")
        #expect(
            outputs.errorMessage.values == ["", "Couldn't load users: \(failure.message)"],
            "Step 4: the refresh's failure should show as \"Couldn't load users: \(failure.message)\"")
        #expect(
            outputs.isRetryVisible.values == [false],
            "Step 4: Retry shows only while no users were ever loaded; here Refresh is the way to retry")
    }

    @Test("a refresh keeps the old rows until the new ones arrive", arguments: LoadedList.all)
    func aRefreshKeepsTheOldRows(list: LoadedList) async {
        let viewModel = await makeViewModel(answering: [.success(User.sample), .success(list.users)])
        let outputs = RecordedOutputs(viewModel)
        await viewModel.viewDidLoad()

        await viewModel.refreshTapped()

        let expectedRows =
            list.rows == LoadedList.sample.rows ? [[], list.rows] : [[], LoadedList.sample.rows, list.rows]
        #expect(
            outputs.rows.values == expectedRows,
            "Step 1 and 2: starting a refresh must not clear the rows; the new rows replace the old ones")
        #expect(
            outputs.isLoading.values == [false, true, false, true, false],
            "Step 1: isLoading should go on and off once for the load and once for the refresh")
    }
}
