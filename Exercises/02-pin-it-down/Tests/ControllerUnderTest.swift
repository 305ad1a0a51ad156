// The controller your tests' screen shows: a copy of the Edit-profile form's massive
// controller with a switch for each seeded bug, which the grading turns on one at a time.
// Reading it spoils the hunt; write your tests from the real controller and its screen.

import ExerciseGrading
import TerminalUIKit
import UserModel

/// The Edit-profile form's controller, with the seeded bug the grading switched on, if any.
@MainActor
final class ControllerUnderTest: ViewController {
    /// Read once, at init, from the run of the test that made it.
    private let bug = ControllerBug.current

    // MARK: - State

    private let updater: any UserUpdating
    /// The user as last saved: what Cancel goes back to, and what "changed" is measured from.
    private var savedUser: User
    /// Every field's text as typed.
    private var draft: ProfileDraft
    /// A field's problem shows only once the user has edited it.
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?
    private var saveTask: Task<Void, Never>?

    // MARK: - Widgets

    private var fields: [ProfileField: TextField] = [:]
    private var problemLabels: [ProfileField: Label] = [:]
    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        self.draft = ProfileDraft(user)
        super.init()
    }

    deinit {
        saveTask?.cancel()
    }

    // MARK: - Building the screen

    /// Builds a field and its problem line for each of the form's fields, then the buttons.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label, text: draft[field])
            textField.onTextChange = { [weak self] text in self?.fieldChanged(field, to: text) }
            let problemLabel = Label()
            fields[field] = textField
            problemLabels[field] = problemLabel
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
        saveButton.setAction { [weak self] in self?.save() }
        retryButton.setAction { [weak self] in self?.save() }
        cancelButton.setAction { [weak self] in self?.cancel() }
        updateScreen()
    }

    // MARK: - Editing

    private func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
        editedFields.insert(field)
        updateScreen()
    }

    private var hasChanges: Bool {
        draft != ProfileDraft(savedUser)
    }

    private var canSave: Bool {
        !isSaving && (hasChanges || bug == .saveEnabledUnchanged) && draft.isValid
    }

    // MARK: - Saving

    private func save() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        isSaving = true
        errorMessage = nil
        updateScreen()
        saveTask = Task { [weak self, updater] in
            do {
                let saved = try await updater.update(edited)
                self?.saveFinished(with: .success(saved))
            } catch {
                self?.saveFinished(with: .failure(error))
            }
        }
    }

    private func saveFinished(with result: Result<User, any Error>) {
        isSaving = false
        switch result {
        case .success(let saved):
            // What the service stored is the new starting point, trimmed values and all.
            savedUser = saved
            draft = ProfileDraft(saved)
            editedFields = []
            showDraftInFields()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        updateScreen()
    }

    private func cancel() {
        saveTask?.cancel()
        saveTask = nil
        isSaving = false
        errorMessage = nil
        draft = ProfileDraft(savedUser)
        editedFields = []
        if bug != .cancelKeepsEdits { showDraftInFields() }
        updateScreen()
    }

    private func showDraftInFields() {
        // Setting a field's text from code doesn't report a change, so this can't loop.
        for field in ProfileField.allCases {
            fields[field]?.setText(draft[field])
        }
    }

    // MARK: - Deciding what shows

    private func updateScreen() {
        for field in ProfileField.allCases {
            fields[field]?.isEnabled = !isSaving || bug == .editableWhileSaving
            let shows = editedFields.contains(field) || bug == .problemBeforeEdit
            let problem = shows ? draft.problem(in: field) : nil
            problemLabels[field]?.text = problem.map { "  ! \($0)" } ?? ""
        }
        // A disabled button ignores taps, so Save can't start a second save meanwhile.
        saveButton.isEnabled = canSave
        if isSaving {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't save: \($0)" } ?? ""
        retryButton.isHidden = errorMessage == nil || !canSave || bug == .noRetry
    }
}
