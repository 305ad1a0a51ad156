// Step 2's tests, in MVP's idiom: a recording view stands in for the screen, and each test
// compares the calls the presenter made on it, in order.

import Testing
import UserModel

@testable import Exercise11

// MARK: - A recording view

/// One thing the presenter told the view.
enum ViewCall: Equatable, CustomStringConvertible {
    case loading
    case users(header: String, rows: [UserRow])
    case empty(String)
    case error(String)
    case sortButtonTitle(String)

    var description: String {
        switch self {
        case .loading: "showLoading()"
        case .users(let header, let rows): "showUsers(\(header): \(rows.map(\.title)))"
        case .empty(let message): "showEmpty(\(message))"
        case .error(let message): "showError(\(message))"
        case .sortButtonTitle(let title): "showSortButtonTitle(\(title))"
        }
    }
}

/// Records every call the presenter makes, in order.
@MainActor
final class RecordingUserListView: UserListView {
    private(set) var calls: [ViewCall] = []

    func showLoading() { calls.append(.loading) }
    func showUsers(header: String, rows: [UserRow]) { calls.append(.users(header: header, rows: rows)) }
    func showEmpty(message: String) { calls.append(.empty(message)) }
    func showError(message: String) { calls.append(.error(message)) }
    func showSortButtonTitle(_ title: String) { calls.append(.sortButtonTitle(title)) }

    /// Forgets the calls so far, so a test can look only at what comes next.
    func clear() { calls = [] }
}

/// A presenter on a service answering `results` at once, with a recording view attached.
@MainActor
func makePresenter(
    answering results: [Result<[User], UserServiceError>]
) async -> (UserListPresenter, RecordingUserListView) {
    let presenter = UserListPresenter(service: await answeringService(results))
    let view = RecordingUserListView()
    presenter.attach(view)
    return (presenter, view)
}

// MARK: - The tests

@Suite("Exercise 11 · A change request · MVP")
@MainActor
struct Exercise11PresenterTests {
    @Test("loading first offers age order on the Sort button", arguments: SortCase.all)
    func loadingOffersAgeOrder(list: SortCase) async {
        let (presenter, view) = await makePresenter(answering: [.success(list.users)])

        await presenter.viewDidLoad()

        #expect(
            view.calls == [
                .sortButtonTitle("Sort by age"), .loading, .users(header: list.header, rows: list.byName),
            ],
            "Step 2: viewDidLoad() should first set the Sort button to \"Sort by age\", then load as before")
    }

    @Test("tapping Sort retitles the button, then shows the youngest first", arguments: SortCase.all)
    func sortShowsTheYoungestFirst(list: SortCase) async {
        let (presenter, view) = await makePresenter(answering: [.success(list.users)])
        await presenter.viewDidLoad()
        view.clear()

        presenter.sortTapped()

        #expect(
            view.calls == [.sortButtonTitle("Sort by name"), .users(header: list.header, rows: list.byAge)],
            "Step 2: sortTapped() should set the button to \"Sort by name\", then show the rows by age")
    }

    @Test("tapping Sort twice goes back to name order", arguments: SortCase.all)
    func sortTwiceGoesBack(list: SortCase) async {
        let (presenter, view) = await makePresenter(answering: [.success(list.users)])
        await presenter.viewDidLoad()
        presenter.sortTapped()
        view.clear()

        presenter.sortTapped()

        #expect(
            view.calls == [.sortButtonTitle("Sort by age"), .users(header: list.header, rows: list.byName)],
            "Step 2: a second sortTapped() should set the button back to \"Sort by age\" and show name order")
    }

    @Test("the age order survives a refresh", arguments: SortCase.all)
    func ageOrderSurvivesARefresh(list: SortCase) async {
        let (presenter, view) = await makePresenter(answering: [.success(User.sample), .success(list.users)])
        await presenter.viewDidLoad()
        presenter.sortTapped()
        view.clear()

        await presenter.refreshTapped()

        #expect(
            view.calls == [.loading, .users(header: list.header, rows: list.byAge)],
            "Step 2: after a refresh the fresh users should still show by age, and the list is not re-sorted by name"
        )
    }

    @Test("sorting never refetches")
    func sortingNeverRefetches() async {
        let service = await answeringService([.success(User.sample)])
        let presenter = UserListPresenter(service: service)
        presenter.attach(RecordingUserListView())
        await presenter.viewDidLoad()

        presenter.sortTapped()
        presenter.sortTapped()

        #expect(
            await service.requestCount == 1,
            "Step 2: sortTapped() re-sorts the users it has; it never fetches")
    }
}
