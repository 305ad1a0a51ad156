// Step 2's tests, in MVVM's idiom: bind a recorder to each output of the view model, keep
// two requests in flight with a controllable service, complete them out of order, and
// compare what each output showed.

import Testing
import UserModel

@testable import Exercise12

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

/// The four outputs of one view model, recorded from the start.
@MainActor
struct RecordedOutputs {
    let isLoading: OutputRecording<Bool>
    let summary: OutputRecording<String>
    let rows: OutputRecording<[UserRow]>
    let errorMessage: OutputRecording<String>

    init(_ viewModel: UserListViewModel) {
        isLoading = OutputRecording(viewModel.isLoading)
        summary = OutputRecording(viewModel.summary)
        rows = OutputRecording(viewModel.rows)
        errorMessage = OutputRecording(viewModel.errorMessage)
    }
}

/// Starts the first load and, while it runs, a foreground reload; both stay in flight.
@MainActor
func startTwoRequests(_ viewModel: UserListViewModel, on service: ControllableUserService) async
    -> TwoRequests
{
    let firstLoad = Task { await viewModel.viewDidLoad() }
    await service.waitForPending(count: 1)
    let foregroundReload = Task { await viewModel.sceneWillEnterForeground() }
    await service.waitForPending(count: 2)
    return TwoRequests(service: service, firstLoad: firstLoad, foregroundReload: foregroundReload)
}

// MARK: - The tests

@Suite("Exercise 12 · Stale responses · MVVM", .timeLimit(.minutes(1)))
@MainActor
struct Exercise12ViewModelTests {
    @Test(
        "only the newer answer reaches the outputs",
        arguments: StaleCase.all, [CompletionOrder.newestFirst, .oldestFirst])
    func onlyTheNewerAnswerShows(stale: StaleCase, order: CompletionOrder) async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service)
        let outputs = RecordedOutputs(viewModel)
        let requests = await startTwoRequests(viewModel, on: service)

        await requests.complete(stale, in: order)

        let label = "\(stale.name), \(order.rawValue)"
        #expect(
            outputs.rows.values == (stale.newerSucceeds ? [[], StaleCase.newerRows] : [[]]),
            "Step 2: \(label): rows should only ever show the newer answer's rows (or stay [] if it failed)")
        #expect(
            outputs.summary.values == (stale.newerSucceeds ? ["", "1 user"] : [""]),
            "Step 2: \(label): the summary should only ever show the newer answer's header")
        #expect(
            outputs.errorMessage.values == (stale.newerSucceeds ? [""] : ["", StaleCase.newerErrorLine]),
            "Step 2: \(label): errorMessage should show only the newer answer's failure, never the older one's"
        )
        #expect(
            outputs.isLoading.values == [false, true, false],
            "Step 2: \(label): isLoading should go on once and off once, when the newer answer arrives")
    }

    @Test(
        "while the newer request runs, a stale answer leaves the view model loading", arguments: StaleCase.all
    )
    func aStaleAnswerLeavesItLoading(stale: StaleCase) async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service)
        let requests = await startTwoRequests(viewModel, on: service)

        await requests.completeOlder(with: stale.older)
        let loadingAfterStaleAnswer = viewModel.isLoading.value
        let rowsAfterStaleAnswer = viewModel.rows.value
        await requests.completeNewer(with: stale.newer)

        #expect(
            loadingAfterStaleAnswer,
            "Step 2: \(stale.name): after the stale answer the newer request still runs, so isLoading stays true"
        )
        #expect(rowsAfterStaleAnswer == [], "Step 2: \(stale.name): the stale answer must not fill the rows")
    }
}
