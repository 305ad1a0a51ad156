// The view model your tests get: `makeViewModel(user, updater)` makes one. Below it, a copy
// of the Edit-profile form's view model with a switch for each seeded bug, which the grading
// turns on one at a time. Reading past `makeViewModel` spoils the hunt; write your tests from
// the real view model.

import Bindings
import ExerciseGrading
import UserModel

/// A new view model editing `user`, saving through `updater`.
@MainActor
func makeViewModel(_ user: User, _ updater: any UserUpdating) -> ViewModelUnderTest {
    ViewModelUnderTest(user: user, updater: updater)
}

/// The Edit-profile form's view model, with the seeded bug the grading switched on, if any.
@MainActor
final class ViewModelUnderTest {
    /// Read once, at init, from the run of the test that made it.
    private let bug = ViewModelBug.current
    private(set) var saveTask: Task<Void, Never>?

    private let updater: any UserUpdating
    private var savedUser: User
    private var draft: ProfileDraft
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        self.draft = ProfileDraft(user)
        textsSource = MutableProperty(draft)
    }

    deinit {
        saveTask?.cancel()
    }

    // MARK: - Outputs

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

    // MARK: - Inputs: what the user did

    func fieldChanged(_ field: ProfileField, to text: String) {
        guard field != .age || text.allSatisfy({ "0123456789".contains($0) }) else {
            // The field shows the refused text while the draft hasn't changed, so `update`
            // would tell nobody: only a repeat puts the field back. Equal texts change nothing.
            textsSource.value = draft
            return
        }
        draft[field] = text
        editedFields.insert(field)
        publish()
    }

    func saveTapped() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        isSaving = true
        errorMessage = nil
        publish()
        saveTask = Task { [weak self, updater] in
            do {
                let saved = try await updater.update(edited)
                self?.saveFinished(with: .success(saved))
            } catch {
                self?.saveFinished(with: .failure(error))
            }
        }
    }

    func retryTapped() {
        saveTapped()
    }

    func cancelTapped() {
        saveTask?.cancel()
        isSaving = false
        discardEdits()
        publish()
    }

    // MARK: - Saving

    private var canSave: Bool {
        !isSaving && draft != ProfileDraft(savedUser) && draft.isValid
    }

    private func saveFinished(with result: Result<User, any Error>) {
        if bug != .readOnlyAfterFailure { isSaving = false }
        if bug == .readOnlyAfterFailure, case .success = result { isSaving = false }
        switch result {
        case .success(let saved):
            if bug != .oldBaselineAfterSave { savedUser = saved }
            draft = ProfileDraft(saved)
            editedFields = []
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
        if bug != .errorStaysAfterCancel { errorMessage = nil }
    }

    // MARK: - Publishing

    private func publish() {
        textsSource.update(draft)
        let shown = bug == .problemBeforeEditing ? Set(ProfileField.allCases) : editedFields
        let problems = shown.compactMap { field in
            draft.problem(in: field).map { (field, "  ! \($0)") }
        }
        problemsSource.update(Dictionary(uniqueKeysWithValues: problems))
        editableSource.update(!isSaving)
        if bug == .saveStateRepeats {
            saveEnabledSource.value = canSave
        } else {
            saveEnabledSource.update(canSave)
        }
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
