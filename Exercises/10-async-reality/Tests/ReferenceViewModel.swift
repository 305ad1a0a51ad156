// A correct Edit-profile view model: the newest save wins, and Cancel and leaving the form
// cancel the save in flight; with a switch for each seeded bug, which the grading turns on
// one at a time. Reading it spoils both the hunt and step 3.

import Bindings
import Exercise10Presentation
import ExerciseGrading
import UserModel

/// The Edit-profile form's view model, done right, with the seeded bug the grading switched on,
/// if any.
@MainActor
final class ReferenceViewModel: ViewModelUnderTest {
    /// Read once, at init, from the run of the test that made it.
    private let bug = SaveBug.current
    private(set) var saveTask: Task<Void, Never>?

    private let updater: any UserUpdating
    private var savedUser: User
    private var draft: ProfileDraft
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?
    private var newestSave = 0

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        self.draft = ProfileDraft(user)
        textsSource = MutableProperty(draft)
    }

    deinit {
        if bug != .leavingLeavesSaveRunning { saveTask?.cancel() }
    }

    private let textsSource: MutableProperty<ProfileDraft>
    private let problemsSource = MutableProperty<[ProfileField: String]>([:])
    private let editableSource = MutableProperty(true)
    private let saveEnabledSource = MutableProperty(false)
    private let savingSpinnerSource = MutableProperty(false)
    private let failureSource = MutableProperty("")
    private let retryOfferedSource = MutableProperty(false)
    private let statusSource = MutableProperty("")

    var texts: Property<ProfileDraft> { textsSource.readOnly }
    var problems: Property<[ProfileField: String]> { problemsSource.readOnly }
    var areFieldsEditable: Property<Bool> { editableSource.readOnly }
    var isSaveEnabled: Property<Bool> { saveEnabledSource.readOnly }
    var isSavingSpinnerVisible: Property<Bool> { savingSpinnerSource.readOnly }
    var failureText: Property<String> { failureSource.readOnly }
    var isRetryOffered: Property<Bool> { retryOfferedSource.readOnly }
    /// The edit in one line, for a view beside the form: `Saving…`, `Couldn't save`,
    /// `Unsaved changes`, or empty when the form is as saved.
    var status: Property<String> { statusSource.readOnly }

    func fieldChanged(_ field: ProfileField, to text: String) {
        guard field != .age || text.allSatisfy({ "0123456789".contains($0) }) else {
            textsSource.value = draft
            return
        }
        draft[field] = text
        editedFields.insert(field)
        publish()
    }

    func saveTapped() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        newestSave += 1
        let save = newestSave
        isSaving = true
        errorMessage = nil
        publish()
        saveTask = Task { [weak self, updater] in
            do {
                let saved = try await updater.update(edited)
                self?.saveFinished(save, with: .success(saved))
            } catch {
                self?.saveFinished(save, with: .failure(error))
            }
        }
    }

    func retryTapped() {
        saveTapped()
    }

    func cancelTapped() {
        if bug != .cancelLeavesSaveRunning { saveTask?.cancel() }
        newestSave += 1
        isSaving = false
        discardEdits()
        publish()
    }

    private var canSave: Bool {
        !isSaving && draft != ProfileDraft(savedUser) && draft.isValid
    }

    private func saveFinished(_ save: Int, with result: Result<User, any Error>) {
        if save != newestSave {
            switch (bug, result) {
            case (.olderAnswerOverwrites, .success), (.olderFailureShows, .failure):
                break
            case (.olderAnswerEndsSaving, _):
                isSaving = false
                return publish()
            default:
                return
            }
        }
        isSaving = false
        switch result {
        case .success(let saved):
            savedUser = saved
            discardEdits()
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        publish()
    }

    private func discardEdits() {
        draft = ProfileDraft(savedUser)
        editedFields = []
        errorMessage = nil
    }

    private func publish() {
        textsSource.update(draft)
        let problems = editedFields.compactMap { field in
            draft.problem(in: field).map { (field, "  ! \($0)") }
        }
        problemsSource.update(Dictionary(uniqueKeysWithValues: problems))
        editableSource.update(!isSaving)
        saveEnabledSource.update(canSave)
        savingSpinnerSource.update(isSaving)
        failureSource.update(errorMessage.map { "Couldn't save: \($0)" } ?? "")
        retryOfferedSource.update(errorMessage != nil && canSave)
        statusSource.update(statusLine)
    }

    /// The most pressing of a save running, a failed one and unsaved changes.
    private var statusLine: String {
        if isSaving { return "Saving…" }
        if errorMessage != nil { return "Couldn't save" }
        return draft != ProfileDraft(savedUser) ? "Unsaved changes" : ""
    }
}
