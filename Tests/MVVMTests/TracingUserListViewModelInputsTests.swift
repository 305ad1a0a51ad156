// The tracing proxy in front of the view model's inputs records exactly the calls it
// forwards — a trace never shows an input the view model did not receive.

import CallTracing
import MVVM
import Testing

@MainActor
@Suite("The tracing inputs proxy")
struct TracingUserListViewModelInputsTests {
    final class RecordingInputs: UserListViewModelInputs {
        var received: [String] = []
        func viewDidLoad() async { received.append("viewDidLoad()") }
        func refreshTapped() async { received.append("refreshTapped()") }
        func retryTapped() async { received.append("retryTapped()") }
        func sceneWillEnterForeground() async { received.append("sceneWillEnterForeground()") }
        func searchTextChanged(_ text: String) { received.append("searchTextChanged(\"\(text)\")") }
        func rowSelected(at index: Int) { received.append("rowSelected(at: \(index))") }
        func routeHandled() { received.append("routeHandled()") }
    }

    @Test("forwards every input and records the same calls as View → ViewModel")
    func recordsWhatItForwards() async {
        let recording = RecordingInputs()
        let tracer = CallTracer()
        let proxy = TracingUserListViewModelInputs(wrapping: recording, tracer: tracer)

        await proxy.viewDidLoad()
        proxy.searchTextChanged("mi")
        proxy.rowSelected(at: 2)
        proxy.routeHandled()
        await proxy.refreshTapped()
        await proxy.retryTapped()
        await proxy.sceneWillEnterForeground()
        let calls = tracer.takeCalls()

        #expect(recording.received.count == 7)
        #expect(calls.map(\.message) == recording.received)
        #expect(calls.allSatisfy { $0.from == "View" && $0.to == "ViewModel" && $0.depth == 0 })
    }
}
