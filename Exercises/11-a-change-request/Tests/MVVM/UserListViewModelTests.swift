// Step 3's tests, in MVVM's idiom: bind a recorder to each output of the view model, send
// it events, and compare what each output showed.

import Testing
import UserModel

@testable import Exercise11

// MARK: - Recording outputs

/// Every value an output showed, in order; a repeat of the value showing is recorded once.
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

// MARK: - The tests

@Suite("Exercise 11 · A change request · MVVM")
@MainActor
struct Exercise11ViewModelTests {
    @Test("the Sort button starts by offering age order")
    func theSortButtonStartsWithAgeOrder() {
        let viewModel = UserListViewModel(service: ControllableUserService())

        let title = OutputRecording(viewModel.sortButtonTitle)

        #expect(title.values == ["Sort by age"], "Step 3: sortButtonTitle should start as \"Sort by age\"")
    }

    @Test("tapping Sort re-emits the rows youngest first and retitles the button", arguments: SortCase.all)
    func sortReEmitsTheRowsByAge(list: SortCase) async {
        let viewModel = UserListViewModel(service: await answeringService([.success(list.users)]))
        let rows = OutputRecording(viewModel.rows)
        let title = OutputRecording(viewModel.sortButtonTitle)
        await viewModel.viewDidLoad()

        viewModel.sortTapped()

        #expect(
            rows.values == [[], list.byName, list.byAge],
            "Step 3: rows should go [] → name order (load) → age order (sortTapped): \(list.byAge.map(\.title))"
        )
        #expect(
            title.values.last == "Sort by name",
            "Step 3: after sortTapped() the button should offer \"Sort by name\"")
    }

    @Test("tapping Sort twice goes back to name order", arguments: SortCase.all)
    func sortTwiceGoesBack(list: SortCase) async {
        let viewModel = UserListViewModel(service: await answeringService([.success(list.users)]))
        let rows = OutputRecording(viewModel.rows)
        let title = OutputRecording(viewModel.sortButtonTitle)
        await viewModel.viewDidLoad()

        viewModel.sortTapped()
        viewModel.sortTapped()

        #expect(
            rows.values == [[], list.byName, list.byAge, list.byName],
            "Step 3: rows should go [] → by name → by age → by name again")
        #expect(
            title.values == ["Sort by age", "Sort by name", "Sort by age"],
            "Step 3: the button should go \"Sort by age\" → \"Sort by name\" → \"Sort by age\"")
    }

    @Test("the age order survives a refresh", arguments: SortCase.all)
    func ageOrderSurvivesARefresh(list: SortCase) async {
        let viewModel = UserListViewModel(
            service: await answeringService([.success(User.sample), .success(list.users)]))
        let rows = OutputRecording(viewModel.rows)
        await viewModel.viewDidLoad()
        viewModel.sortTapped()

        await viewModel.refreshTapped()

        #expect(
            rows.values.last == list.byAge,
            "Step 3: after a refresh the fresh rows should still come by age: \(list.byAge.map(\.title))")
        #expect(viewModel.summary.value == list.header, "Step 3: the summary should read \"\(list.header)\"")
    }
}
