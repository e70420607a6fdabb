<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdkArtifacts</name>
    <message>
        <source>Save Artifact</source>
        <extracomment>title of the file dialog that saves an ADK artifact</extracomment>
        <translation>アーティファクトを保存</translation>
    </message>
    <message>
        <source>The artifact %1 does not decode (bad base64).</source>
        <extracomment>ADK page status; %1 is an artifact&apos;s name</extracomment>
        <translation>アーティファクト %1 をデコードできません (base64 が不正です)。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>ADK page status; %1 is a file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Artifact %1 saved to %2.</source>
        <extracomment>ADK page status; %1 is an artifact&apos;s name, %2 the file it was saved to</extracomment>
        <translation>アーティファクト %1 を %2 に保存しました。</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <extracomment>ADK page: the files the agent saved in the open session (double-click opens one)</extracomment>
        <translation>アーティファクト</translation>
    </message>
    <message>
        <source>The files the agent saved in the open session; Enter shows an image or saves the file</source>
        <extracomment>accessible description of the ADK page&apos;s list of artifacts</extracomment>
        <translation>開いているセッションでエージェントが保存したファイル。Enter キーで画像を表示するか、ファイルを保存します</translation>
    </message>
</context>
<context>
    <name>AdkCommand</name>
    <message>
        <source>The server has no spans for this session.</source>
        <translation>サーバーにはこのセッションのスパンがありません。</translation>
    </message>
    <message>
        <source>conversation-inspector: %1: %2</source>
        <translation>conversation-inspector: %1: %2</translation>
    </message>
    <message>
        <source>Speaks to an ADK API server (adk web, adk api_server): lists its apps and a user&apos;s sessions, prints or saves a session or its trace, runs the agent with streaming.</source>
        <translation>ADK API サーバー（adk web、adk api_server）と通信します。アプリとユーザーのセッションを一覧し、セッションやそのトレースを表示・保存し、エージェントをストリーミングで実行します。</translation>
    </message>
    <message>
        <source>The ADK server (https, or http to localhost).</source>
        <translation>ADK サーバー（https、または localhost への http）。</translation>
    </message>
    <message>
        <source>Seconds a request may stay silent (default 120).</source>
        <translation>リクエストが無応答のままでよい秒数（既定 120）。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>sessions: the user id (default user).</source>
        <translation>sessions: ユーザー ID（既定は user）。</translation>
    </message>
    <message>
        <source>run: continue this session, or - to create one (the default).</source>
        <translation>run: このセッションを続ける。- で新しいセッションを作成（既定）。</translation>
    </message>
    <message>
        <source>run: a JSON object merged into the session state with the message.</source>
        <translation>run: メッセージとともにセッションの状態にマージする JSON オブジェクト。</translation>
    </message>
    <message>
        <source>get, run: write the session (an ADK session file); trace: write the spans.</source>
        <translation>get、run: セッションを書き出す（ADK セッションファイル）。trace: スパンを書き出す。</translation>
    </message>
    <message>
        <source>Print JSON: the server&apos;s answer; run: every event as one line as it arrives.</source>
        <translation>JSON を出力: サーバーの応答。run: 届いたイベントを 1 行ずつ。</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド。</translation>
    </message>
    <message>
        <source>apps | sessions APP | get APP USER SESSION | run APP USER MESSAGE | trace SESSION</source>
        <translation>apps | sessions APP | get APP USER SESSION | run APP USER MESSAGE | trace SESSION</translation>
    </message>
    <message>
        <source>say apps, sessions, get, run or trace after the options</source>
        <translation>オプションの後に apps、sessions、get、run、trace のいずれかを指定してください</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>%1 の引数の数が正しくありません</translation>
    </message>
    <message>
        <source>an option does not apply to %1 (see --help)</source>
        <translation>%1 には使えないオプションがあります（--help を参照）</translation>
    </message>
    <message>
        <source>the MESSAGE is missing</source>
        <translation>MESSAGE がありません</translation>
    </message>
    <message>
        <source>--session needs an id or -</source>
        <translation>--session には ID か - が必要です</translation>
    </message>
    <message>
        <source>--state-delta must be a JSON object</source>
        <translation>--state-delta は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>--endpoint is required</source>
        <translation>--endpoint は必須です</translation>
    </message>
</context>
<context>
    <name>AdkRunCommand</name>
    <message>
        <source>conversation-inspector: %1</source>
        <translation>conversation-inspector: %1</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <extracomment>adk run output: %1 the session id (to continue with --session)</extracomment>
        <translation>セッション: %1</translation>
    </message>
    <message>
        <source>conversation-inspector: the agent ended with error %1</source>
        <translation>conversation-inspector: エージェントがエラー %1 で終了しました</translation>
    </message>
</context>
<context>
    <name>AdkStateDeltaEditor</name>
    <message>
        <source>Valid JSON object.</source>
        <extracomment>ADK page: under the state delta editor when its text is a JSON object</extracomment>
        <translation>有効な JSON オブジェクトです。</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>ADK page: the state delta does not parse; %1 line, %2 column, %3 the parser&apos;s reason</extracomment>
        <translation>%1 行 %2 列: %3</translation>
    </message>
    <message>
        <source>Not a JSON object: the state delta is an object, such as {&quot;mood&quot;: &quot;sunny&quot;}.</source>
        <extracomment>ADK page: the state delta is valid JSON but not an object (an array, a number…)</extracomment>
        <translation>JSON オブジェクトではありません。状態の差分は {&quot;mood&quot;: &quot;sunny&quot;} のようなオブジェクトで指定します。</translation>
    </message>
    <message>
        <source>State delta</source>
        <extracomment>ADK page: optional JSON object merged into the session state with the message</extracomment>
        <translation>状態の差分</translation>
    </message>
    <message>
        <source>An optional JSON object merged into the session state with the message</source>
        <translation>メッセージと一緒にセッションの状態へマージする JSON オブジェクト（省略可）</translation>
    </message>
</context>
<context>
    <name>AgentEngineCommand</name>
    <message>
        <source>conversation-inspector: the session has no events</source>
        <translation>conversation-inspector: このセッションにはイベントがありません</translation>
    </message>
    <message>
        <source>Reads the sessions of a Vertex AI Agent Engine (a reasoning engine) over REST: lists them, prints or saves one with its events.</source>
        <translation>Vertex AI Agent Engine（推論エンジン）のセッションを REST で読み取ります。一覧を表示し、セッションをイベントとともに表示・保存します。</translation>
    </message>
    <message>
        <source>The reasoning engine: projects/PROJECT/locations/LOCATION/reasoningEngines/ID.</source>
        <translation>推論エンジン: projects/PROJECT/locations/LOCATION/reasoningEngines/ID。</translation>
    </message>
    <message>
        <source>Another host than https://LOCATION-aiplatform.googleapis.com (https, or http to localhost).</source>
        <translation>https://LOCATION-aiplatform.googleapis.com 以外のホスト（https、または localhost への http）。</translation>
    </message>
    <message>
        <source>The API version: v1beta1 (the default) or v1.</source>
        <translation>API バージョン: v1beta1（既定）または v1。</translation>
    </message>
    <message>
        <source>version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Seconds a request may stay silent (default 60).</source>
        <translation>リクエストが無応答のままでよい秒数（既定 60）。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>sessions: only this user&apos;s.</source>
        <translation>sessions: このユーザーのものだけ。</translation>
    </message>
    <message>
        <source>get: write the events (Agent Engine events pages, JSON Lines).</source>
        <translation>get: イベントを書き出す（Agent Engine のイベントページ、JSON Lines）。</translation>
    </message>
    <message>
        <source>Print JSON: the sessions as one array; get: every events page as one line.</source>
        <translation>JSON を出力: セッションを 1 つの配列で。get: イベントページを 1 ページ 1 行で。</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド。</translation>
    </message>
    <message>
        <source>sessions | get SESSION</source>
        <translation>sessions | get SESSION</translation>
    </message>
    <message>
        <source>say sessions or get SESSION</source>
        <translation>sessions または get SESSION を指定してください</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>%1 の引数の数が正しくありません</translation>
    </message>
    <message>
        <source>an option does not apply to %1 (see --help)</source>
        <translation>%1 には使えないオプションがあります（--help を参照）</translation>
    </message>
    <message>
        <source>--api-version is v1beta1 or v1</source>
        <translation>--api-version は v1beta1 か v1 です</translation>
    </message>
    <message>
        <source>--engine is required</source>
        <translation>--engine は必須です</translation>
    </message>
</context>
<context>
    <name>AgentTransferCard</name>
    <message>
        <source>→ %1</source>
        <extracomment>hand-off to another agent; %1 its name</extracomment>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>→ %1 (%2)</source>
        <extracomment>hand-off to another agent; %1 its display name, %2 its resource name</extracomment>
        <translation>→ %1（%2）</translation>
    </message>
</context>
<context>
    <name>AnswerAttachments</name>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>caption of an answer attachment: %1 MIME type, %2 origin (&quot;From the corpus&quot;), %3 size</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>AnswerPane</name>
    <message>
        <source>The selected message has no Discovery Engine answer data.</source>
        <extracomment>answer pane, when the selected message has no Discovery Engine answer</extracomment>
        <translation>選択したメッセージには Discovery Engine の回答データがありません。</translation>
    </message>
    <message>
        <source>Copy</source>
        <extracomment>button that copies the answer query token</extracomment>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Answer of message %1</source>
        <extracomment>answer pane title; %1 the number of the message holding the answer</extracomment>
        <translation>メッセージ %1 の回答</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message numerus="yes">
        <source>Steps (%n)</source>
        <extracomment>answer pane section: the agent&apos;s steps (searches and results); %n their count</extracomment>
        <translation>
            <numerusform>ステップ（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer was generated.</source>
        <extracomment>banner heading in the answer pane when the service skipped the answer</extracomment>
        <translation>回答は生成されませんでした。</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <extracomment>banner in the answer pane when the answer&apos;s state is FAILED</extracomment>
        <translation>回答の生成に失敗しました。</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>answer pane field: Answer.state in words</extracomment>
        <translation>状態</translation>
    </message>
    <message>
        <source>Grounding score</source>
        <extracomment>answer pane field: how well the whole answer is supported by its sources (0–1)</extracomment>
        <translation>グラウンディングスコア</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>未評価</translation>
    </message>
    <message>
        <source>Created</source>
        <extracomment>answer pane field: when the answer was created</extracomment>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Completed</source>
        <extracomment>answer pane field: when the answer was completed</extracomment>
        <translation>完了日時</translation>
    </message>
    <message>
        <source>Latency</source>
        <extracomment>answer pane field: time from creation to completion of the answer</extracomment>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>%1 (completed before it was created)</source>
        <translation>%1（作成前に完了）</translation>
    </message>
    <message>
        <source>Query token</source>
        <extracomment>answer pane field: the log id of the answer request (answerQueryToken)</extracomment>
        <translation>クエリトークン</translation>
    </message>
    <message>
        <source>Query classification</source>
        <extracomment>answer pane field: how the service classified the query (adversarial, ...)</extracomment>
        <translation>クエリの分類</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>query classification line: %1 the type (&quot;Adversarial query&quot;), %2 &quot;yes&quot; or &quot;no&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>the query is / is not of this classification type</extracomment>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Safety</source>
        <extracomment>answer pane field: safety ratings of the answer</extracomment>
        <translation>安全性</translation>
    </message>
    <message>
        <source>Query configuration</source>
        <extracomment>answer pane field: the session turn&apos;s query configuration (model, ...)</extracomment>
        <translation>クエリの設定</translation>
    </message>
    <message>
        <source>%1: probability %2, severity %3</source>
        <extracomment>safety rating line: %1 category (&quot;Hate speech&quot;), %2 probability (&quot;low (0.12)&quot;), %3 severity</extracomment>
        <translation>%1: 確率 %2、重大度 %3</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>safety rating: the content was blocked for this category</extracomment>
        <translation>ブロック済み</translation>
    </message>
    <message>
        <source>Related questions</source>
        <extracomment>answer pane section: follow-up questions the service suggests</extracomment>
        <translation>関連する質問</translation>
    </message>
    <message>
        <source>Attachments</source>
        <extracomment>answer pane section: images and other data attached to the answer</extracomment>
        <translation>添付ファイル</translation>
    </message>
    <message>
        <source>Answer query token</source>
        <extracomment>accessible name of the field with the Discovery Engine answer query token</extracomment>
        <translation>回答クエリトークン</translation>
    </message>
    <message>
        <source>Copy the answer query token to the clipboard</source>
        <translation>回答クエリトークンをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>The log ID of the answer request, read-only</source>
        <extracomment>accessible description of the answer query token field</extracomment>
        <translation>回答リクエストのログ ID（読み取り専用）</translation>
    </message>
</context>
<context>
    <name>AnswerRelatedQuestions</name>
    <message>
        <source>%1
Click to use this question</source>
        <extracomment>tooltip of a related question button; %1 the question</extracomment>
        <translation>%1
クリックするとこの質問を使用します</translation>
    </message>
</context>
<context>
    <name>AnswerStepsModel</name>
    <message>
        <source>Not specified</source>
        <extracomment>state of an answer step the source did not give</extracomment>
        <translation>未指定</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>state of an answer or answer step</extracomment>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Failed</source>
        <extracomment>state of an answer or answer step</extracomment>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <extracomment>state of an answer or answer step</extracomment>
        <translation>成功</translation>
    </message>
    <message>
        <source>Step %1</source>
        <extracomment>answer steps tree: a step without a description; %1 its number</extracomment>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <extracomment>answer steps tree: %1 step number, %2 the step&apos;s description</extracomment>
        <translation>ステップ %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <extracomment>answer steps tree: how many search results an action observed</extracomment>
        <translation>
            <numerusform>%n 件の結果</numerusform>
        </translation>
    </message>
    <message>
        <source>Action without a search query</source>
        <extracomment>answer steps tree: an action that ran no search query</extracomment>
        <translation>検索クエリのないアクション</translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation>検索: %1</translation>
    </message>
    <message>
        <source>Untitled result</source>
        <extracomment>answer steps tree: a search result with no title, URI or document</extracomment>
        <translation>無題の結果</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>column of the answer steps tree: step, search query or result</extracomment>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Detail</source>
        <extracomment>column of the answer steps tree: state, result count or site</extracomment>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>AnswerStepsView</name>
    <message>
        <source>Open Link</source>
        <extracomment>context menu of a search result: open its URL in the web browser</extracomment>
        <translation>リンクを開く</translation>
    </message>
    <message>
        <source>Only http and https links are opened</source>
        <extracomment>tooltip of a disabled &quot;Open Link&quot;: only web addresses are opened</extracomment>
        <translation>開けるのは http と https のリンクのみです</translation>
    </message>
    <message>
        <source>Copy Link</source>
        <extracomment>context menu of a search result: copy its URL</extracomment>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <extracomment>context menu of the answer steps tree: copy the item&apos;s text (snippets as plain text)</extracomment>
        <translation>テキストをコピー</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <extracomment>answer step details: %1 the step number, %2 its state in words (&quot;Succeeded&quot;)</extracomment>
        <translation>ステップ %1 · %2</translation>
    </message>
    <message>
        <source>Thought</source>
        <extracomment>answer step details: label before the model&apos;s reasoning for the step</extracomment>
        <translation>思考</translation>
    </message>
    <message>
        <source>No search query</source>
        <extracomment>answer step details: an action that ran no search</extracomment>
        <translation>検索クエリなし</translation>
    </message>
    <message>
        <source>Search query</source>
        <extracomment>answer step details: label before the (rewritten) search query a step ran</extracomment>
        <translation>検索クエリ</translation>
    </message>
    <message numerus="yes">
        <source>%n search result(s)</source>
        <extracomment>answer step details: how many search results the action observed</extracomment>
        <translation>
            <numerusform>%n 件の検索結果</numerusform>
        </translation>
    </message>
    <message>
        <source>Chunk</source>
        <extracomment>answer step details: text of a document chunk a search returned</extracomment>
        <translation>チャンク</translation>
    </message>
    <message>
        <source>Structured data</source>
        <extracomment>answer step details: the structured data of a search result, as JSON</extracomment>
        <translation>構造化データ</translation>
    </message>
    <message>
        <source>Answer steps</source>
        <extracomment>accessible name of the answer pane&apos;s tree of steps, searches and results</extracomment>
        <translation>回答のステップ</translation>
    </message>
    <message>
        <source>The agent&apos;s steps, searches and results; the selected item&apos;s text shows below</source>
        <extracomment>accessible description of the answer pane&apos;s tree of steps, searches and results</extracomment>
        <translation>エージェントのステップ、検索、結果。選択した項目のテキストは下に表示されます</translation>
    </message>
</context>
<context>
    <name>AnswerWords</name>
    <message>
        <source>Not specified</source>
        <extracomment>state of a Discovery Engine answer that the source did not give</extracomment>
        <translation>未指定</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>state of a Discovery Engine answer</extracomment>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Failed</source>
        <extracomment>state of a Discovery Engine answer</extracomment>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <extracomment>state of a Discovery Engine answer</extracomment>
        <translation>成功</translation>
    </message>
    <message>
        <source>Streaming</source>
        <extracomment>state of a Discovery Engine answer: text still arriving</extracomment>
        <translation>ストリーミング中</translation>
    </message>
    <message>
        <source>Skipped</source>
        <extracomment>state of a Discovery Engine assist answer: no answer was generated</extracomment>
        <translation>スキップ済み</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <extracomment>state of a Discovery Engine assist answer</extracomment>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <source>adversarial query</source>
        <extracomment>The next strings are short names of the reasons a Discovery Engine answer was skipped, shown in a badge as &quot;Skipped: &lt;reason&gt;&quot;.</extracomment>
        <translation>敵対的なクエリ</translation>
    </message>
    <message>
        <source>not a question</source>
        <extracomment>skipped reason: the query asks for no answer (greeting, chit-chat)</extracomment>
        <translation>質問ではない</translation>
    </message>
    <message>
        <source>out of domain</source>
        <extracomment>skipped reason: the query is outside the data store&apos;s subject</extracomment>
        <translation>対象外の分野</translation>
    </message>
    <message>
        <source>possible policy violation</source>
        <extracomment>skipped reason</extracomment>
        <translation>ポリシー違反の可能性</translation>
    </message>
    <message>
        <source>no relevant content</source>
        <extracomment>skipped reason: the search found nothing useful</extracomment>
        <translation>関連コンテンツなし</translation>
    </message>
    <message>
        <source>jailbreak attempt</source>
        <extracomment>skipped reason: the query tried to bypass the model&apos;s rules</extracomment>
        <translation>ジェイルブレイクの試み</translation>
    </message>
    <message>
        <source>customer policy</source>
        <extracomment>skipped reason: a policy the customer configured (banned phrases, Model Armor)</extracomment>
        <translation>顧客ポリシー</translation>
    </message>
    <message>
        <source>not a question (v2)</source>
        <extracomment>skipped reason: like &quot;not a question&quot;, from the newer classifier</extracomment>
        <translation>質問ではない（v2）</translation>
    </message>
    <message>
        <source>low grounding</source>
        <extracomment>skipped reason: the answer was not supported well enough by the sources</extracomment>
        <translation>グラウンディング不足</translation>
    </message>
    <message>
        <source>user-defined classification</source>
        <extracomment>skipped reason: the query matched a classification the customer defined</extracomment>
        <translation>ユーザー定義の分類</translation>
    </message>
    <message>
        <source>unhelpful answer</source>
        <extracomment>skipped reason</extracomment>
        <translation>役に立たない回答</translation>
    </message>
    <message>
        <source>not an assistant request</source>
        <extracomment>skipped reason of the assistant: the query asks the assistant for nothing</extracomment>
        <translation>アシスタントへの依頼ではない</translation>
    </message>
    <message>
        <source>no reason given</source>
        <extracomment>skipped reason: the source gave none</extracomment>
        <translation>理由の記載なし</translation>
    </message>
    <message>
        <source>The query was classified as adversarial, so no answer was generated.</source>
        <translation>クエリが敵対的と分類されたため、回答は生成されませんでした。</translation>
    </message>
    <message>
        <source>The query does not ask for an answer (for example a greeting), so no answer was generated.</source>
        <translation>クエリが回答を求めていない（あいさつなど）ため、回答は生成されませんでした。</translation>
    </message>
    <message>
        <source>The query is outside the subject of the searched data, so no answer was generated.</source>
        <translation>クエリが検索対象データの分野から外れているため、回答は生成されませんでした。</translation>
    </message>
    <message>
        <source>The query or the answer may violate a content policy, so no answer was given.</source>
        <translation>クエリまたは回答がコンテンツポリシーに違反している可能性があるため、回答は返されませんでした。</translation>
    </message>
    <message>
        <source>The search found no content relevant enough to answer the query.</source>
        <translation>クエリに回答できるほど関連性の高いコンテンツが検索で見つかりませんでした。</translation>
    </message>
    <message>
        <source>The query looks like an attempt to get around the model&apos;s rules, so it was ignored.</source>
        <translation>クエリがモデルのルールを回避しようとする試みと見なされたため、無視されました。</translation>
    </message>
    <message>
        <source>The query or the answer breaks a policy set for this app (banned phrases or Model Armor).</source>
        <translation>クエリまたは回答が、このアプリに設定されたポリシー（禁止フレーズまたは Model Armor）に違反しています。</translation>
    </message>
    <message>
        <source>The newer classifier found that the query does not ask for an answer, so no answer was generated.</source>
        <translation>新しい分類器がクエリは回答を求めていないと判定したため、回答は生成されませんでした。</translation>
    </message>
    <message>
        <source>The generated answer was not supported well enough by the sources, so it was withheld.</source>
        <translation>生成された回答は出典による裏付けが不十分だったため、返されませんでした。</translation>
    </message>
    <message>
        <source>The query matched a classification defined for this app as one to skip.</source>
        <translation>クエリが、このアプリでスキップ対象として定義された分類に一致しました。</translation>
    </message>
    <message>
        <source>The generated answer was judged unhelpful, so it was withheld.</source>
        <translation>生成された回答は役に立たないと判断されたため、返されませんでした。</translation>
    </message>
    <message>
        <source>The query does not ask the assistant for anything, so no answer was generated.</source>
        <translation>クエリがアシスタントに何も求めていないため、回答は生成されませんでした。</translation>
    </message>
    <message>
        <source>The answer was skipped without a stated reason.</source>
        <translation>理由が示されないまま回答がスキップされました。</translation>
    </message>
    <message>
        <source>The answer was skipped for a reason this version does not know: %1</source>
        <extracomment>%1 a skipped-reason value this version does not know, as written in the file</extracomment>
        <translation>このバージョンでは認識できない理由で回答がスキップされました: %1</translation>
    </message>
    <message>
        <source>Adversarial query</source>
        <extracomment>query classification type</extracomment>
        <translation>敵対的なクエリ</translation>
    </message>
    <message>
        <source>Not seeking an answer</source>
        <extracomment>query classification type: the query asks for no answer (greeting, chit-chat)</extracomment>
        <translation>回答を求めていない</translation>
    </message>
    <message>
        <source>Jailbreak attempt</source>
        <extracomment>query classification type: the query tries to bypass the model&apos;s rules</extracomment>
        <translation>ジェイルブレイクの試み</translation>
    </message>
    <message>
        <source>Not seeking an answer (v2)</source>
        <extracomment>query classification type, newer classifier</extracomment>
        <translation>回答を求めていない（v2）</translation>
    </message>
    <message>
        <source>User-defined classification</source>
        <extracomment>query classification type defined by the customer</extracomment>
        <translation>ユーザー定義の分類</translation>
    </message>
    <message>
        <source>Unspecified classification</source>
        <extracomment>query classification type the source did not give</extracomment>
        <translation>未指定の分類</translation>
    </message>
    <message>
        <source>Hate speech</source>
        <extracomment>safety category</extracomment>
        <translation>ヘイトスピーチ</translation>
    </message>
    <message>
        <source>Dangerous content</source>
        <extracomment>safety category</extracomment>
        <translation>危険なコンテンツ</translation>
    </message>
    <message>
        <source>Harassment</source>
        <extracomment>safety category</extracomment>
        <translation>ハラスメント</translation>
    </message>
    <message>
        <source>Sexually explicit</source>
        <extracomment>safety category</extracomment>
        <translation>性的に露骨な表現</translation>
    </message>
    <message>
        <source>Civic integrity</source>
        <extracomment>safety category: elections and civic processes</extracomment>
        <translation>市民の誠実性</translation>
    </message>
    <message>
        <source>Unspecified category</source>
        <extracomment>safety category the source did not give</extracomment>
        <translation>未指定のカテゴリ</translation>
    </message>
    <message>
        <source>negligible</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>ごくわずか</translation>
    </message>
    <message>
        <source>low</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>低</translation>
    </message>
    <message>
        <source>medium</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>中</translation>
    </message>
    <message>
        <source>high</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>高</translation>
    </message>
    <message>
        <source>unspecified</source>
        <extracomment>safety probability or severity the source did not give</extracomment>
        <translation>未指定</translation>
    </message>
    <message>
        <source>From the corpus</source>
        <extracomment>where an image attached to an answer comes from: the searched documents</extracomment>
        <translation>コーパス由来</translation>
    </message>
    <message>
        <source>Generated</source>
        <extracomment>where an image attached to an answer comes from: made by the model</extracomment>
        <translation>モデルが生成</translation>
    </message>
    <message>
        <source>Unspecified origin</source>
        <extracomment>attribution of an attached image the source did not give</extracomment>
        <translation>出所の指定なし</translation>
    </message>
</context>
<context>
    <name>AskCommand</name>
    <message>
        <source>Related questions:</source>
        <extracomment>ask output: heading of the related questions list</extracomment>
        <translation>関連する質問:</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <extracomment>ask output: %1 the session resource name (to continue with --session)</extracomment>
        <translation>セッション: %1</translation>
    </message>
    <message>
        <source>Asks a Vertex AI Search app one question through its conversational_search MCP tool and prints the grounded answer.</source>
        <translation>Vertex AI Search アプリに conversational_search MCP ツールを通じて質問を 1 つ送り、グラウンディングされた回答を出力します。</translation>
    </message>
    <message>
        <source>The serving config resource name (projects/…/servingConfigs/…).</source>
        <translation>サービング構成のリソース名（projects/…/servingConfigs/…）</translation>
    </message>
    <message>
        <source>Continue this session, or - to let the server start one.</source>
        <translation>このセッションを続行（- を指定するとサーバーが新しいセッションを開始）</translation>
    </message>
    <message>
        <source>Append the JSON-RPC exchange to this JSONL file (the app opens it again).</source>
        <translation>JSON-RPC のやり取りをこの JSONL ファイルに追記します（アプリで開き直せます）。</translation>
    </message>
    <message>
        <source>Print the raw AnswerQueryResponse JSON.</source>
        <translation>AnswerQueryResponse の JSON をそのまま出力します。</translation>
    </message>
    <message>
        <source>The answer language (BCP 47).</source>
        <translation>回答の言語（BCP 47）</translation>
    </message>
    <message>
        <source>code</source>
        <comment>value placeholder of --language</comment>
        <translation>コード</translation>
    </message>
    <message>
        <source>Ask for related questions.</source>
        <translation>関連する質問を要求します。</translation>
    </message>
    <message>
        <source>Do not ask for citations.</source>
        <translation>引用を要求しません。</translation>
    </message>
    <message>
        <source>A custom preamble for the answer.</source>
        <translation>回答用のカスタムプリアンブル</translation>
    </message>
    <message>
        <source>text</source>
        <comment>value placeholder of --preamble</comment>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>The answer model version.</source>
        <translation>回答モデルのバージョン</translation>
    </message>
    <message>
        <source>version</source>
        <comment>value placeholder of --model-version</comment>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>How many search results to ground on.</source>
        <translation>グラウンディングに使う検索結果の数</translation>
    </message>
    <message>
        <source>A search filter expression.</source>
        <translation>検索フィルタの式</translation>
    </message>
    <message>
        <source>expression</source>
        <comment>value placeholder of --filter</comment>
        <translation>式</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>The question.</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>--max-results needs a positive number</source>
        <translation>--max-results には正の数値を指定してください</translation>
    </message>
    <message>
        <source>the QUESTION is missing</source>
        <translation>QUESTION が指定されていません</translation>
    </message>
    <message>
        <source>--serving-config is required</source>
        <translation>--serving-config を指定してください</translation>
    </message>
    <message>
        <source>--session needs a name or -</source>
        <translation>--session には名前または - を指定してください</translation>
    </message>
    <message>
        <source>conversation-inspector: %1: %2</source>
        <translation>conversation-inspector: %1: %2</translation>
    </message>
</context>
<context>
    <name>BlobCard</name>
    <message>
        <source>unknown type</source>
        <translation>不明な種類</translation>
    </message>
    <message>
        <source>%1 — the data could not be decoded</source>
        <extracomment>%1 is a MIME type such as application/pdf</extracomment>
        <translation>%1 — データをデコードできませんでした</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 is a MIME type, %2 a size such as &quot;12.3 KB&quot;</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Save as…</source>
        <extracomment>button: save the attachment to a file</extracomment>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Save Attachment</source>
        <extracomment>title of the file dialog that saves an attachment</extracomment>
        <translation>添付ファイルの保存</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 file path, %2 the system&apos;s reason</extracomment>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>BoundedImageReader</name>
    <message>
        <source>Image not shown: %1 of data is more than the %2 limit</source>
        <extracomment>placeholder of an image that is not decoded: %1 its data size, %2 the limit (both like &quot;70 MB&quot;)</extracomment>
        <translation>画像を表示していません：データサイズ %1 が上限の %2 を超えています</translation>
    </message>
    <message>
        <source>Image not shown: %1 × %2 pixels is more than the %3-pixel limit on a side</source>
        <extracomment>placeholder of an image that is not decoded: %1 width, %2 height, %3 the limit, all in pixels</extracomment>
        <translation>画像を表示していません：%1 × %2 ピクセルは一辺の上限 %3 ピクセルを超えています</translation>
    </message>
    <message>
        <source>Image not shown: %1 × %2 pixels is larger than the %3-megapixel limit</source>
        <extracomment>placeholder of an image that is not decoded: %1 width, %2 height in pixels, %3 the limit in millions of pixels</extracomment>
        <translation>画像を表示していません：%1 × %2 ピクセルは上限の %3 メガピクセルを超えています</translation>
    </message>
    <message>
        <source>Image not shown: the data ends before the image does (%1 × %2 pixels)</source>
        <extracomment>placeholder of an image whose data was cut off: %1 width, %2 height in pixels</extracomment>
        <translation>画像を表示していません：データが途中で切れています（%1 × %2 ピクセル）</translation>
    </message>
</context>
<context>
    <name>CesCommand</name>
    <message>
        <source>payload %1</source>
        <extracomment>ces run output: %1 the agent&apos;s custom payload as JSON on one line</extracomment>
        <translation>ペイロード %1</translation>
    </message>
    <message>
        <source>The agent ended the session.</source>
        <translation>エージェントがセッションを終了しました。</translation>
    </message>
    <message>
        <source>Speaks to a Conversational Agents app (CES SessionService): runs one turn of a session and prints the agent&apos;s outputs as they arrive.</source>
        <translation>Conversational Agents アプリ（CES SessionService）と通信します。セッションのターンを 1 つ実行し、エージェントの出力を届いた順に表示します。</translation>
    </message>
    <message>
        <source>The API (default https://ces.googleapis.com; http only to localhost).</source>
        <translation>API（既定は https://ces.googleapis.com。http は localhost のみ）。</translation>
    </message>
    <message>
        <source>Seconds a request may stay silent (default 120).</source>
        <translation>リクエストが応答なしで待てる秒数（既定は 120）。</translation>
    </message>
    <message>
        <source>seconds</source>
        <comment>value placeholder of --timeout</comment>
        <translation>秒数</translation>
    </message>
    <message>
        <source>The session (projects/P/locations/L/apps/A/sessions/S), or the app (projects/P/locations/L/apps/A) to start a new one.</source>
        <translation>セッション（projects/P/locations/L/apps/A/sessions/S）、または新しいセッションを始めるアプリ（projects/P/locations/L/apps/A）。</translation>
    </message>
    <message>
        <source>Use streamRunSession: outputs are printed as they are made.</source>
        <translation>streamRunSession を使います。出力は生成されるたびに表示されます。</translation>
    </message>
    <message>
        <source>Use streamRunSession as Server-Sent Events (alt=sse).</source>
        <translation>streamRunSession を Server-Sent Events（alt=sse）で使います。</translation>
    </message>
    <message>
        <source>A JSON object of session variables, sent as an input before the text.</source>
        <translation>セッション変数の JSON オブジェクト。テキストの前に入力として送ります。</translation>
    </message>
    <message>
        <source>The agent that handles the session (default: the root agent).</source>
        <translation>セッションを処理するエージェント（既定はルートエージェント）。</translation>
    </message>
    <message>
        <source>Print every output as one line of JSON.</source>
        <translation>各出力を 1 行の JSON として表示します。</translation>
    </message>
    <message>
        <source>Append the turn to FILE (a live CES session, which the window and check open).</source>
        <translation>ターンを FILE（ウィンドウと check で開けるライブ CES セッション）に追記します。</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド。</translation>
    </message>
    <message>
        <source>run TEXT: send TEXT as the user&apos;s turn</source>
        <translation>run TEXT: TEXT をユーザーのターンとして送信</translation>
    </message>
    <message>
        <source>say run after the options</source>
        <translation>オプションの後に run を指定してください</translation>
    </message>
    <message>
        <source>the TEXT is missing</source>
        <translation>TEXT がありません</translation>
    </message>
    <message>
        <source>--session needs a session or an app name (projects/P/locations/L/apps/A)</source>
        <translation>--session にはセッション名またはアプリ名（projects/P/locations/L/apps/A）が必要です</translation>
    </message>
    <message>
        <source>--variables must be a JSON object</source>
        <translation>--variables は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>%1 holds another session (%2); give its session or a new file</source>
        <translation>%1 には別のセッション（%2）が入っています。そのセッションか新しいファイルを指定してください</translation>
    </message>
    <message>
        <source>not a live CES session</source>
        <translation>ライブ CES セッションではありません</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <extracomment>ces run output: %1 the new session&apos;s name (to continue with --session)</extracomment>
        <translation>セッション: %1</translation>
    </message>
    <message>
        <source>conversation-inspector: %1: %2</source>
        <translation>conversation-inspector: %1: %2</translation>
    </message>
    <message>
        <source>Start the session from the messages of FILE&apos;s first conversation (historicalContexts).</source>
        <translation>FILE の最初の会話のメッセージからセッションを始めます（historicalContexts）。</translation>
    </message>
    <message>
        <source>Send only the first N messages of --history.</source>
        <translation>--history の最初の N 件のメッセージだけを送ります。</translation>
    </message>
    <message>
        <source>--history-messages needs --history</source>
        <translation>--history-messages には --history が必要です</translation>
    </message>
    <message>
        <source>--history-messages needs a count from 1</source>
        <translation>--history-messages には 1 以上の数を指定してください</translation>
    </message>
    <message>
        <source>%1 holds nothing that can be sent as a CES history</source>
        <translation>%1 には CES の履歴として送れる内容がありません</translation>
    </message>
    <message numerus="yes">
        <source>History: %n message(s) of %1</source>
        <extracomment>ces run, on stderr: %n the messages sent as history; %1 the file</extracomment>
        <translation>
            <numerusform>履歴: %1 の %n 件のメッセージ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n part(s) with no CES form left out)</source>
        <extracomment>ces run, after &quot;History: …&quot;: thoughts, code, calls of no CES tool…</extracomment>
        <translation>
            <numerusform>（CES の形式にできない %n 個の部分を除外）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CesSessionOptions</name>
    <message>
        <source>Open a conversation to start the session from, or choose to start from nothing in Options.</source>
        <extracomment>CES page status: the history option needs a conversation open in the window</extracomment>
        <translation>履歴として送る会話を開くか、オプションで履歴を「なし」にしてください。</translation>
    </message>
    <message>
        <source>Select the message the session&apos;s history ends with.</source>
        <extracomment>CES page status: the history option &quot;up to the selected message&quot; without one</extracomment>
        <translation>セッションの履歴の最後にするメッセージを選択してください。</translation>
    </message>
    <message>
        <source>Nothing in the open conversation can be sent as a CES history.</source>
        <extracomment>CES page status: the open conversation has no text, tool call or other CES chunk</extracomment>
        <translation>開いている会話には CES の履歴として送れる内容がありません。</translation>
    </message>
    <message>
        <source>Answer</source>
        <extracomment>CES page option: runSession or streamRunSession</extracomment>
        <translation>応答</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>CES page option: what a new session starts from (SessionConfig.historicalContexts)</extracomment>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Entry agent</source>
        <extracomment>CES page option: the agent the session starts with</extracomment>
        <translation>開始エージェント</translation>
    </message>
    <message>
        <source>Deployment</source>
        <extracomment>CES page option: the app&apos;s deployment to talk to</extracomment>
        <translation>デプロイ</translation>
    </message>
    <message>
        <source>Time zone</source>
        <extracomment>CES page option: the IANA time zone of the session</extracomment>
        <translation>タイムゾーン</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>CES page: how the agent&apos;s answer comes</extracomment>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Streamed (JSON array)</source>
        <extracomment>CES answer choice: streamRunSession, the REST default (a JSON array that grows)</extracomment>
        <translation>ストリーミング（JSON 配列）</translation>
    </message>
    <message>
        <source>Streamed (Server-Sent Events)</source>
        <extracomment>CES answer choice: streamRunSession with alt=sse</extracomment>
        <translation>ストリーミング（Server-Sent Events）</translation>
    </message>
    <message>
        <source>All at once (runSession)</source>
        <extracomment>CES answer choice: runSession, all outputs at once</extracomment>
        <translation>一括（runSession）</translation>
    </message>
    <message>
        <source>Streamed answers show each output as it comes</source>
        <translation>ストリーミングでは出力が届くたびに表示されます</translation>
    </message>
    <message>
        <source>Nothing (the agent keeps the session)</source>
        <extracomment>CES history choice: the agent keeps the session&apos;s history itself</extracomment>
        <translation>なし（セッションはエージェントが管理）</translation>
    </message>
    <message>
        <source>The open conversation</source>
        <extracomment>CES history choice: every message of the conversation the window shows</extracomment>
        <translation>開いている会話</translation>
    </message>
    <message>
        <source>The open conversation up to the selected message</source>
        <extracomment>CES history choice: the window&apos;s conversation up to the selected message</extracomment>
        <translation>開いている会話の選択したメッセージまで</translation>
    </message>
    <message>
        <source>A new session can start from the messages of the conversation the window shows (historicalContexts), to try the agent from that point</source>
        <translation>新しいセッションを、ウィンドウに表示中の会話のメッセージから始められます（historicalContexts）。その時点からエージェントを試せます</translation>
    </message>
    <message>
        <source>Stream the text as it is written</source>
        <extracomment>CES page option: partial text outputs while the agent writes</extracomment>
        <translation>テキストを書かれるそばから表示</translation>
    </message>
    <message>
        <source>Asks for partial text outputs (enableTextStreaming)</source>
        <translation>途中までのテキスト出力を要求します（enableTextStreaming）</translation>
    </message>
    <message>
        <source>Use tool fakes</source>
        <extracomment>CES page option: the app&apos;s tool fakes instead of real tools</extracomment>
        <translation>ツールのフェイクを使用</translation>
    </message>
    <message>
        <source>The app answers tool calls with its fakes (useToolFakes)</source>
        <translation>アプリがツール呼び出しにフェイクで応答します（useToolFakes）</translation>
    </message>
    <message>
        <source>The agent to start with (…/apps/…/agents/…); empty: the root</source>
        <translation>最初に応答するエージェント（…/apps/…/agents/…）。空欄ならルート</translation>
    </message>
    <message>
        <source>The deployment to talk to (…/apps/…/deployments/…)</source>
        <translation>対話するデプロイ（…/apps/…/deployments/…）</translation>
    </message>
    <message>
        <source>The session&apos;s time zone, an IANA name; empty: the app&apos;s</source>
        <translation>セッションのタイムゾーン（IANA 名）。空欄ならアプリの設定</translation>
    </message>
</context>
<context>
    <name>CesToolCalls</name>
    <message>
        <source>The response to %1 is not a JSON object: %2</source>
        <extracomment>CES page: a tool response typed is not a JSON object; %1 the tool, %2 why</extracomment>
        <translation>%1 への応答が JSON オブジェクトではありません: %2</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>オブジェクト以外の JSON 値です</translation>
    </message>
    <message>
        <source>The agent asks this client to run these tools:</source>
        <extracomment>CES page: heading of the tools the agent asks the client (this window) to run</extracomment>
        <translation>エージェントがこのクライアントに次のツールの実行を求めています:</translation>
    </message>
    <message>
        <source>Save as the tools&apos; canned responses</source>
        <extracomment>CES page check box: keep each response typed as that tool&apos;s canned response</extracomment>
        <translation>ツールの定型応答として保存</translation>
    </message>
    <message>
        <source>Next time a call of the same tool starts from this response</source>
        <translation>次に同じツールが呼び出されたとき、この応答から始めます</translation>
    </message>
    <message>
        <source>Send Responses</source>
        <extracomment>CES page button: send the typed tool responses as the next input of the session</extracomment>
        <translation>応答を送信</translation>
    </message>
    <message>
        <source>Send the responses to the agent, which goes on with the turn</source>
        <translation>応答をエージェントに送信します。エージェントはターンを続けます</translation>
    </message>
    <message>
        <source>%1 (call %2)</source>
        <extracomment>CES page: a tool call; %1 the tool, %2 the call&apos;s id</extracomment>
        <translation>%1（呼び出し %2）</translation>
    </message>
    <message>
        <source>Response to %1</source>
        <extracomment>accessible name of the response field of a tool call; %1 the tool</extracomment>
        <translation>%1 への応答</translation>
    </message>
    <message>
        <source>The tool&apos;s result as a JSON object, sent as the ToolResponse&apos;s response</source>
        <translation>ツールの結果を表す JSON オブジェクト。ToolResponse の response として送信されます</translation>
    </message>
</context>
<context>
    <name>CesTurnInput</name>
    <message>
        <source>The variables are not a JSON object: %1</source>
        <extracomment>CES page status: the variables typed are not a JSON object; %1 why</extracomment>
        <translation>変数が JSON オブジェクトではありません: %1</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>オブジェクト以外の JSON 値です</translation>
    </message>
    <message>
        <source>Type a message, variables, DTMF digits or an event, or attach a file.</source>
        <extracomment>CES page status: Send with every input field empty</extracomment>
        <translation>メッセージ、変数、DTMF の数字、イベントのいずれかを入力するか、ファイルを添付してください。</translation>
    </message>
    <message>
        <source>%1 cannot be attached: it cannot be read, or is larger than 20 MB.</source>
        <extracomment>CES page status: a file to attach cannot be read or is too big; %1 its path</extracomment>
        <translation>%1 は添付できません。読み取れないか、20 MB を超えています。</translation>
    </message>
    <message>
        <source>Attach a File</source>
        <extracomment>file dialog title of the CES page&apos;s Attach File…</extracomment>
        <translation>ファイルを添付</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>CES page: the text of the user&apos;s turn</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Variables</source>
        <extracomment>CES page: session variables sent with the turn, a JSON object</extracomment>
        <translation>変数</translation>
    </message>
    <message>
        <source>Attachment</source>
        <extracomment>CES page: an image or file sent with the turn</extracomment>
        <translation>添付ファイル</translation>
    </message>
    <message>
        <source>DTMF</source>
        <extracomment>CES page: telephone keypad digits sent as the turn</extracomment>
        <translation>DTMF</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>CES page: the name of an event sent as the turn</extracomment>
        <translation>イベント</translation>
    </message>
    <message>
        <source>The user&apos;s text for this turn; Ctrl+Enter sends it</source>
        <translation>このターンのユーザーのテキスト。Ctrl+Enter で送信します</translation>
    </message>
    <message>
        <source>Session variables sent before the text, as a JSON object</source>
        <translation>テキストの前に送るセッション変数（JSON オブジェクト）</translation>
    </message>
    <message>
        <source>Attach File…</source>
        <extracomment>CES page button: choose an image or file to send with the turn</extracomment>
        <translation>ファイルを添付…</translation>
    </message>
    <message>
        <source>An image (PNG, JPEG, WEBP, GIF) or any file sent with the turn</source>
        <translation>ターンと一緒に送る画像（PNG、JPEG、WEBP、GIF）または任意のファイル</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes)</source>
        <translation>%1（%2、%3 バイト）</translation>
    </message>
    <message>
        <source>Keypad digits sent as the turn (dtmf)</source>
        <translation>ターンとして送るキーパッドの数字（dtmf）</translation>
    </message>
    <message>
        <source>The name of an event sent as the turn</source>
        <translation>ターンとして送るイベントの名前</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>error</source>
        <extracomment>Severity label in the check command&apos;s output</extracomment>
        <translation>エラー</translation>
    </message>
    <message>
        <source>warning</source>
        <extracomment>Severity label in the check command&apos;s output</extracomment>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <extracomment>Severity label in the check command&apos;s output</extracomment>
        <translation>情報</translation>
    </message>
    <message>
        <source>%1: not read</source>
        <extracomment>One file of the check report: %1 its path; it could not be read</extracomment>
        <translation>%1: 読み込めませんでした</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Check report header: %1 file path, %2 format id such as ces.conversation</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n 件の会話</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 件のメッセージ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 chunk kind id (kept in English, e.g. toolCall), %2 how many</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>chunks: %1</source>
        <translation>チャンク: %1</translation>
    </message>
    <message>
        <source>citations: %1 resolved, %2 with problems; references: %3</source>
        <translation>引用: 解決済み %1 件、問題あり %2 件、参照: %3 件</translation>
    </message>
    <message>
        <source>%1: %2 (at %3)</source>
        <translation>%1: %2（場所: %3）</translation>
    </message>
    <message>
        <source>Reads every record of every file and reports what it found.</source>
        <translation>すべてのファイルのすべてのレコードを読み込み、見つかった内容を報告します。</translation>
    </message>
    <message>
        <source>Print one JSON object instead of text.</source>
        <translation>テキストの代わりに JSON オブジェクトを 1 つ出力します。</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Transcript files; - reads standard input.</source>
        <translation>トランスクリプトファイル（- で標準入力から読み込み）</translation>
    </message>
    <message>
        <source>no FILE given</source>
        <translation>FILE が指定されていません</translation>
    </message>
    <message>
        <source>%1: the file changed while it was read; check it again</source>
        <translation>%1: 読み込み中にファイルが変更されました。もう一度チェックしてください</translation>
    </message>
    <message>
        <source>coverage: %1 of %2 cited; %3</source>
        <translation>引用の網羅率: %2 のうち %1; %3</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n 件の回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) without a source</source>
        <translation>
            <numerusform>ソースのない文 %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkCard</name>
    <message>
        <source>Text</source>
        <extracomment>chunk kind shown above a card</extracomment>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Thought</source>
        <extracomment>chunk kind: the model&apos;s reasoning</extracomment>
        <translation>思考</translation>
    </message>
    <message>
        <source>Transcript</source>
        <extracomment>chunk kind: speech transcript of audio</extracomment>
        <translation>音声の書き起こし</translation>
    </message>
    <message>
        <source>Attachment</source>
        <extracomment>chunk kind: binary attachment</extracomment>
        <translation>添付ファイル</translation>
    </message>
    <message>
        <source>Payload</source>
        <extracomment>chunk kind: custom JSON payload</extracomment>
        <translation>ペイロード</translation>
    </message>
    <message>
        <source>Image</source>
        <extracomment>chunk kind</extracomment>
        <translation>画像</translation>
    </message>
    <message>
        <source>Tool call</source>
        <extracomment>chunk kind: a call of a tool by the agent</extracomment>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <source>Tool response</source>
        <extracomment>chunk kind: the result of a tool call</extracomment>
        <translation>ツールの応答</translation>
    </message>
    <message>
        <source>Agent transfer</source>
        <extracomment>chunk kind: hand-off to another agent</extracomment>
        <translation>エージェントの引き継ぎ</translation>
    </message>
    <message>
        <source>Updated variables</source>
        <extracomment>chunk kind: session variables that changed</extracomment>
        <translation>更新された変数</translation>
    </message>
    <message>
        <source>Default variables</source>
        <extracomment>chunk kind: session variables at the start</extracomment>
        <translation>既定の変数</translation>
    </message>
    <message>
        <source>Code</source>
        <extracomment>chunk kind: code the model wants to run</extracomment>
        <translation>コード</translation>
    </message>
    <message>
        <source>Code result</source>
        <extracomment>chunk kind: output of running code</extracomment>
        <translation>コードの実行結果</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>chunk kind: reference to a file</extracomment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Error</source>
        <extracomment>chunk kind: an error reported in the conversation</extracomment>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>chunk kind not known to the reader</extracomment>
        <translation>不明</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <extracomment>context menu of a chunk card</extracomment>
        <translation>テキストをコピー</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <extracomment>context menu of a chunk card: the chunk&apos;s source JSON, pretty-printed</extracomment>
        <translation>JSON をコピー</translation>
    </message>
    <message>
        <source>Copy JSON Path</source>
        <extracomment>context menu of a chunk card: where the chunk is in the file, e.g. turns[0].messages[1]</extracomment>
        <translation>JSON パスをコピー</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>ツール: %1</translation>
    </message>
    <message>
        <source>Toolset: %1, tool %2</source>
        <translation>ツールセット: %1、ツール %2</translation>
    </message>
    <message>
        <source>Call id: %1</source>
        <extracomment>%1 the id that pairs a tool call with its response</extracomment>
        <translation>呼び出し ID: %1</translation>
    </message>
    <message>
        <source>Laying out %1 characters of text…</source>
        <translation>%1 文字のテキストをレイアウトしています…</translation>
    </message>
</context>
<context>
    <name>CitationOverviewModel</name>
    <message>
        <source>uncited</source>
        <extracomment>flag in the citations overview: a sentence of a grounded answer with no citation</extracomment>
        <translation>出典なし</translation>
    </message>
    <message>
        <source>missing source</source>
        <extracomment>flag in the citations overview: a segment that cites no source, or one that is not there</extracomment>
        <translation>出典が見つからない</translation>
    </message>
    <message>
        <source>unresolved</source>
        <extracomment>flag in the citations overview: the segment&apos;s offsets could not be placed in the text</extracomment>
        <translation>未解決</translation>
    </message>
    <message>
        <source>text mismatch</source>
        <extracomment>flag in the citations overview: the text at the offsets differs from the cited text</extracomment>
        <translation>テキスト不一致</translation>
    </message>
    <message>
        <source>weak</source>
        <extracomment>flag in the citations overview: the sources share almost nothing with the segment</extracomment>
        <translation>根拠が弱い</translation>
    </message>
    <message>
        <source>(whole answer)</source>
        <extracomment>the text of a citation that supports a whole answer rather than a part of it</extracomment>
        <translation>（回答全体）</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <extracomment>a source of a cited segment: %1 its number, %2 its title</extracomment>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates the sources, or the flags, of one row of the citations overview</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>the cited share of an answer&apos;s text; %1 a whole number of percent</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>column of the citations overview: the message&apos;s number</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Author</source>
        <extracomment>column of the citations overview: who wrote the message</extracomment>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>column of the citations overview: the cited text, or the uncited sentence</extracomment>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>column of the citations overview: the sources a segment cites</extracomment>
        <translation>出典</translation>
    </message>
    <message>
        <source>Offsets</source>
        <extracomment>column of the citations overview: how the segment&apos;s offsets matched its text</extracomment>
        <translation>オフセット</translation>
    </message>
    <message>
        <source>Coverage</source>
        <extracomment>column of the citations overview: the cited share of the message&apos;s text</extracomment>
        <translation>引用率</translation>
    </message>
    <message>
        <source>Flags</source>
        <extracomment>column of the citations overview: what is wrong with the row (weak, uncited...)</extracomment>
        <translation>フラグ</translation>
    </message>
</context>
<context>
    <name>CitationsOverviewPane</name>
    <message>
        <source>Gathering citations…</source>
        <extracomment>citations overview: the rows of a long conversation are being gathered</extracomment>
        <translation>引用を集めています…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>citations overview summary: %1 &quot;N cited segments&quot;, %2 &quot;N uncited sentences&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cited segment(s)</source>
        <translation>
            <numerusform>引用箇所 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uncited sentence(s)</source>
        <translation>
            <numerusform>出典のない文 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n shown)</source>
        <extracomment>citations overview summary when filtered: %1 the summary, %2 the rows shown</extracomment>
        <translation>
            <numerusform>%1（%n 件を表示）</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>citations overview: writing the CSV file failed; %1 file, %2 reason (English system text)</extracomment>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Export Citations</source>
        <extracomment>file dialog title</extracomment>
        <translation>引用のエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>All rows</source>
        <extracomment>flag filter of the citations overview</extracomment>
        <translation>すべての行</translation>
    </message>
    <message>
        <source>Weakly supported</source>
        <extracomment>flag filter of the citations overview: segments whose sources share almost nothing with them</extracomment>
        <translation>根拠が弱いもの</translation>
    </message>
    <message>
        <source>Uncited sentences</source>
        <extracomment>flag filter of the citations overview: sentences of grounded answers with no citation</extracomment>
        <translation>出典のない文</translation>
    </message>
    <message>
        <source>Missing sources</source>
        <extracomment>flag filter of the citations overview: segments without a source, or citing a missing one</extracomment>
        <translation>見つからない出典</translation>
    </message>
    <message>
        <source>Any flag</source>
        <extracomment>flag filter of the citations overview: rows with any flag</extracomment>
        <translation>フラグ付きすべて</translation>
    </message>
    <message>
        <source>Filter by text, source or author</source>
        <extracomment>placeholder of the text filter of the citations overview</extracomment>
        <translation>テキスト・出典・作成者で絞り込み</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>button: write the rows shown to a CSV file</extracomment>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Write the rows shown to a CSV file</source>
        <translation>表示中の行を CSV ファイルに書き出します</translation>
    </message>
    <message>
        <source>Citations</source>
        <extracomment>accessible name of the table of every citation of the conversation</extracomment>
        <translation>引用</translation>
    </message>
    <message>
        <source>Show only the rows with this flag</source>
        <extracomment>tooltip of the flag filter of the citations overview</extracomment>
        <translation>このフラグの付いた行だけを表示します</translation>
    </message>
    <message>
        <source>Every cited segment and uncited sentence of the conversation; Enter shows the row in its message</source>
        <extracomment>accessible description of the citations overview&apos;s table</extracomment>
        <translation>会話のすべての引用箇所と出典のない文。Enter キーでその行をメッセージ内に表示します</translation>
    </message>
</context>
<context>
    <name>CodeCard</name>
    <message>
        <source>Language: %1</source>
        <translation>言語: %1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <extracomment>%1 outcome of running code, e.g. OUTCOME_OK</extracomment>
        <translation>結果: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>conversation-inspector: %1</source>
        <translation>conversation-inspector: %1</translation>
    </message>
    <message>
        <source>the file could not be read as a transcript</source>
        <translation>ファイルをトランスクリプトとして読み込めませんでした</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Error message: %1 file path with line:column, %2 the reason</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>User interface language: en, ja or es.</source>
        <translation>表示言語: en、ja、es のいずれか</translation>
    </message>
    <message>
        <source>Qt platform plugin.</source>
        <translation>Qt のプラットフォームプラグイン</translation>
    </message>
    <message>
        <source>Transcript files to open; - reads standard input.</source>
        <translation>開くトランスクリプトファイル（- で標準入力から読み込み）</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (use en, ja or es)</source>
        <translation>不明な言語「%1」です（en、ja、es のいずれかを指定してください）</translation>
    </message>
    <message>
        <source>code</source>
        <comment>value placeholder of --lang in --help</comment>
        <translation>コード</translation>
    </message>
    <message>
        <source>name</source>
        <comment>value placeholder of -platform in --help</comment>
        <translation>名前</translation>
    </message>
    <message>
        <source>Inspects conversational-AI transcripts (CES, Agent Engine, ADK, Gemini, Discovery Engine).

Commands:
  check [--json] FILE...           report what every file holds
  export --format json|markdown|html [--output OUT] FILE
                                   write a normalized transcript
  screenshot --output OUT.png FILE...
                                   render the window off screen
  ask --endpoint URL --serving-config NAME QUESTION
                                   ask conversational_search over MCP
  mcp --endpoint URL list-tools | call TOOL [ARGS_JSON]
                                   speak to any MCP server
  adk --endpoint URL apps | sessions | get | run | trace ...
                                   speak to an ADK API server
  ces run --session NAME [--stream|--sse] TEXT
                                   run a turn of a Conversational Agents app
  agent-engine --engine NAME sessions | get SESSION
                                   read Vertex AI Agent Engine sessions
  diff [--json] [--exit-code] A B  compare two conversations
Run a command with --help for its options.</source>
        <translation>会話 AI のトランスクリプト（CES、Agent Engine、ADK、Gemini、Discovery Engine）を調べます。

コマンド:
  check [--json] FILE...           各ファイルの内容を報告
  export --format json|markdown|html [--output OUT] FILE
                                   正規化したトランスクリプトを書き出す
  screenshot --output OUT.png FILE...
                                   ウィンドウを画面外で描画
  ask --endpoint URL --serving-config NAME QUESTION
                                   MCP 経由で conversational_search に質問
  mcp --endpoint URL list-tools | call TOOL [ARGS_JSON]
                                   任意の MCP サーバーと通信
  adk --endpoint URL apps | sessions | get | run | trace ...
                                   ADK API サーバーと通信
  ces run --session NAME [--stream|--sse] TEXT
                                   Conversational Agents アプリのターンを実行
  agent-engine --engine NAME sessions | get SESSION
                                   Vertex AI Agent Engine のセッションを読み取る
  diff [--json] [--exit-code] A B  2 つの会話を比較
各コマンドのオプションは --help で表示されます。</translation>
    </message>
    <message>
        <source>%1: there is no conversation %2 (the file has %3)</source>
        <extracomment>%1 the file, %2 the conversation asked for (1-based), %3 how many it has</extracomment>
        <translation>%1: 会話 %2 はありません（このファイルの会話は %3 件）</translation>
    </message>
</context>
<context>
    <name>CompareWith</name>
    <message>
        <source>Open a conversation to compare first.</source>
        <extracomment>status bar: File ▸ Compare With… without an open conversation</extracomment>
        <translation>比較する会話を先に開いてください。</translation>
    </message>
    <message>
        <source>Compare With</source>
        <extracomment>title of the file dialog of File ▸ Compare With…
----------
File ▸ Compare With…: which conversation of the chosen file; %1 its name</extracomment>
        <translation>別の会話と比較</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <extracomment>status bar: the file chosen in File ▸ Compare With… cannot be read; %1 says why</extracomment>
        <translation>比較できません: %1</translation>
    </message>
    <message>
        <source>Cannot compare: %1 holds no conversation.</source>
        <extracomment>status bar: the file chosen in File ▸ Compare With… holds no conversation</extracomment>
        <translation>比較できません: %1 に会話がありません。</translation>
    </message>
    <message>
        <source>Conversation of %1 (1 to %2):</source>
        <translation>%1 の会話 (1〜%2):</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <extracomment>a conversation&apos;s name in the comparison window; %1 the file, %2 its number in the file</extracomment>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <extracomment>File menu: the open conversation beside another one (of another file or the same)</extracomment>
        <translation>別の会話と比較(&amp;M)…</translation>
    </message>
</context>
<context>
    <name>ComparisonDelegate</name>
    <message>
        <source>✓ same</source>
        <extracomment>comparison window: a tool call the other side makes alike</extracomment>
        <translation>✓ 同じ</translation>
    </message>
    <message>
        <source>≠ other arguments</source>
        <extracomment>comparison window: the other side calls the same tool with other arguments</extracomment>
        <translation>≠ 引数が異なる</translation>
    </message>
    <message>
        <source>≠ other tool</source>
        <extracomment>comparison window: the other side calls another tool at this place</extracomment>
        <translation>≠ 別のツール</translation>
    </message>
    <message>
        <source>⇄ out of order</source>
        <extracomment>comparison window: the other side calls this tool at another place</extracomment>
        <translation>⇄ 順序が異なる</translation>
    </message>
    <message>
        <source>− only here</source>
        <extracomment>comparison window: only the left side calls this tool</extracomment>
        <translation>− こちらのみ</translation>
    </message>
    <message>
        <source>+ only here</source>
        <extracomment>comparison window: only the right side calls this tool</extracomment>
        <translation>+ こちらのみ</translation>
    </message>
    <message>
        <source>No turn here</source>
        <extracomment>comparison window: an empty cell beside a turn the other conversation has alone</extracomment>
        <translation>対応するターンなし</translation>
    </message>
    <message>
        <source>Sources:</source>
        <extracomment>comparison window: label before the sources a turn&apos;s answers cite</extracomment>
        <translation>出典:</translation>
    </message>
    <message>
        <source>Variables:</source>
        <extracomment>comparison window: label before the variables a turn sets</extracomment>
        <translation>変数:</translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message>
        <source>%1 ↔ %2</source>
        <extracomment>title of the comparison window; %1 and %2 name the two conversations</extracomment>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <source>Only differences</source>
        <extracomment>comparison window option: hide the turns that are the same on both sides</extracomment>
        <translation>差分のみ</translation>
    </message>
    <message>
        <source>Ignore white space</source>
        <extracomment>comparison window option: any run of spaces and line breaks counts as one space</extracomment>
        <translation>空白を無視</translation>
    </message>
    <message>
        <source>Ignore case</source>
        <extracomment>comparison window option</extracomment>
        <translation>大文字と小文字を区別しない</translation>
    </message>
    <message>
        <source>Ignore full-width and half-width</source>
        <extracomment>comparison window option: full-width and half-width forms (Ａ and A, ｶ and カ) count as equal</extracomment>
        <translation>全角と半角を区別しない</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <extracomment>comparison window status while the comparison is computed</extracomment>
        <translation>比較しています…</translation>
    </message>
    <message numerus="yes">
        <source>%1 ↔ %2: %n of %3 turn(s) differ.</source>
        <extracomment>comparison window summary; %1 and %2 name the conversations; %n the turns that differ; %3 all the aligned turns</extracomment>
        <translation>
            <numerusform>%1 ↔ %2: %3 ターン中 %n ターンが異なります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparison</source>
        <extracomment>accessible name of the comparison window&apos;s turns side by side</extracomment>
        <translation>比較</translation>
    </message>
    <message>
        <source>Hide the turns that are the same on both sides</source>
        <translation>両側で同じターンを非表示にします</translation>
    </message>
    <message>
        <source>Count any run of spaces and line breaks as one space</source>
        <translation>連続する空白と改行を 1 つの空白として扱います</translation>
    </message>
    <message>
        <source>Count capital and small letters as equal</source>
        <translation>大文字と小文字を同じ文字として扱います</translation>
    </message>
    <message>
        <source>Count full-width and half-width forms (Ａ and A, ｶ and カ) as equal</source>
        <translation>全角と半角（Ａ と A、ｶ と カ）を同じ文字として扱います</translation>
    </message>
    <message>
        <source>The turns of the two conversations side by side; Enter shows the turn in the main window</source>
        <extracomment>accessible description of the comparison window&apos;s turns side by side</extracomment>
        <translation>2 つの会話のターンを並べて表示します。Enter キーでそのターンをメインウィンドウに表示します</translation>
    </message>
</context>
<context>
    <name>ComparisonWriter</name>
    <message>
        <source>tool %1: same</source>
        <extracomment>diff: a tool call both conversations make alike; %1 the tool</extracomment>
        <translation>ツール %1: 同じ</translation>
    </message>
    <message>
        <source>tool %1: arguments differ: %2</source>
        <extracomment>diff: %1 the tool, %2 its argument keys that differ (-only left, +only right)</extracomment>
        <translation>ツール %1: 引数が異なります: %2</translation>
    </message>
    <message>
        <source>tool %1 in A, %2 in B</source>
        <extracomment>diff: at the same place, A called %1 and B called %2</extracomment>
        <translation>A ではツール %1、B では %2</translation>
    </message>
    <message>
        <source>tool %1: call %2 in A, call %3 in B</source>
        <extracomment>diff: %1 the tool, %2 and %3 its 1-based positions among the turn&apos;s calls</extracomment>
        <translation>ツール %1: A では %2 番目の呼び出し、B では %3 番目</translation>
    </message>
    <message>
        <source>tool %1: only in A</source>
        <translation>ツール %1: A のみ</translation>
    </message>
    <message>
        <source>tool %1: only in B</source>
        <translation>ツール %1: B のみ</translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>diff: a turn of one side, 1-based; &quot;–&quot; when that side has no such turn</extracomment>
        <translation>ターン %1</translation>
    </message>
    <message>
        <source>A: %1
B: %2
</source>
        <extracomment>diff: header; %1 and %2 the two conversations (file and conversation number)</extracomment>
        <translation>A: %1
B: %2
</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>diff: nothing differs in this pair of turns</extracomment>
        <translation>同じ</translation>
    </message>
    <message>
        <source>B&apos;s input: %1</source>
        <extracomment>diff: the two turns start with different user texts; %1 is B&apos;s</extracomment>
        <translation>B の入力: %1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <extracomment>diff: %1 the answer with [-removed-] and {+added+} words</extracomment>
        <translation>回答: %1</translation>
    </message>
    <message>
        <source>sources only in B: %1</source>
        <translation>B のみの出典: %1</translation>
    </message>
    <message>
        <source>sources only in A: %1</source>
        <translation>A のみの出典: %1</translation>
    </message>
    <message>
        <source>variables set differently: %1</source>
        <translation>値が異なる変数: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 turn(s) differ.</source>
        <extracomment>diff: the summary line; %n turns that differ, %1 all turns</extracomment>
        <translation>
            <numerusform>%1 ターン中 %n ターンが異なります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Conversation %1</source>
        <translation>会話 %1</translation>
    </message>
    <message>
        <source>Conversation</source>
        <extracomment>column header of the conversation list</extracomment>
        <translation>会話</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>column header: when the conversation started</extracomment>
        <translation>開始</translation>
    </message>
    <message>
        <source>Messages</source>
        <extracomment>column header: number of messages</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>column header: number of turns (user/agent exchanges)</extracomment>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Agent</source>
        <extracomment>column header: the entry agent of the conversation</extracomment>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Part %1 · %2 %3–%4</source>
        <extracomment>The name of a part of a conversation too big to show at once, in the conversation list: &quot;Part 12 · events 11,000–11,999&quot;. %1 the part&apos;s number (from 1), %2 what the records are (&quot;events&quot;, &quot;messages&quot;, &quot;turns&quot;, &quot;records&quot;), %3 and %4 the indexes of its first and last record in the file&apos;s array, from 0 as in the JSON paths the Details and Problems panes show (events[11000])</extracomment>
        <translation>パート %1 · %2 %3–%4</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A time range: when the first and the last message of a part were written (&quot;10:02–10:05&quot;)</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Part %1 · %2 %3–%4 · %5</source>
        <extracomment>The name of a part of a conversation too big to show at once, in the conversation list, with the time of its messages: &quot;Part 12 · events 11,000–11,999 · 10:02–10:05&quot;. %1 the part&apos;s number (from 1), %2 what the records are (&quot;events&quot;, &quot;messages&quot;, &quot;turns&quot;, &quot;records&quot;), %3 and %4 the indexes of its first and last record in the file&apos;s array, from 0 as in the JSON paths the Details and Problems panes show (events[11000]), %5 the time (range) of its messages</extracomment>
        <translation>パート %1 · %2 %3–%4 · %5</translation>
    </message>
</context>
<context>
    <name>ConversationListPane</name>
    <message>
        <source>Filter conversations</source>
        <extracomment>placeholder of the field that filters the conversation list</extracomment>
        <translation>会話を絞り込み</translation>
    </message>
    <message>
        <source>Sort By</source>
        <extracomment>conversation list header menu: a submenu of sort keys</extracomment>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>sort key: the conversation&apos;s resource name or session id</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>File Order</source>
        <extracomment>sort key: the order of the conversations in the file</extracomment>
        <translation>ファイル内の順序</translation>
    </message>
    <message>
        <source>Shows the conversations whose ID, title or agent contains the text</source>
        <translation>ID、タイトル、エージェントにこのテキストを含む会話を表示します</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>button beside the conversation filter: shows the time and turn count criteria</extracomment>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Filter by start time and number of turns</source>
        <translation>開始時刻とターン数で絞り込みます</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>conversation filter: conversations that start at or after this time</extracomment>
        <translation>開始</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>conversation filter: conversations that start before this time</extracomment>
        <translation>終了</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>conversation filter: label before the minimum and maximum number of turns</extracomment>
        <translation>ターン数</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>turn count bound of the conversation filter that is not set</extracomment>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>Compare the Two Selected Conversations</source>
        <extracomment>context menu of the conversation list and File menu: the two selected side by side</extracomment>
        <translation>選択した 2 つの会話を比較</translation>
    </message>
    <message>
        <source>Select two conversations with Ctrl+click to compare them</source>
        <extracomment>tool tip of the compare action of the conversation list</extracomment>
        <translation>Ctrl+クリックで 2 つの会話を選ぶと比較できます</translation>
    </message>
    <message>
        <source>Conversations</source>
        <extracomment>accessible name of the list of conversations</extracomment>
        <translation>会話</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <extracomment>accessible name of the conversation filter&apos;s smallest turn count</extracomment>
        <translation>最小ターン数</translation>
    </message>
    <message>
        <source>Most turns</source>
        <extracomment>accessible name of the conversation filter&apos;s largest turn count</extracomment>
        <translation>最大ターン数</translation>
    </message>
    <message>
        <source>The conversations of the file; the selected one shows in the message view</source>
        <translation>ファイル内の会話。選択した会話がメッセージビューに表示されます</translation>
    </message>
    <message>
        <source>Which of the open files the conversation list shows</source>
        <translation>会話一覧に表示する、開いているファイル</translation>
    </message>
    <message>
        <source>Show only the conversations that start at or after this time</source>
        <translation>この時刻以降に始まる会話だけを表示します</translation>
    </message>
    <message>
        <source>Show only the conversations that start before this time</source>
        <translation>この時刻より前に始まる会話だけを表示します</translation>
    </message>
    <message>
        <source>Hide the conversations with fewer turns</source>
        <translation>これより少ないターン数の会話を非表示にします</translation>
    </message>
    <message>
        <source>Hide the conversations with more turns</source>
        <translation>これより多いターン数の会話を非表示にします</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>Nothing selected</source>
        <extracomment>details pane when nothing is selected</extracomment>
        <translation>何も選択されていません</translation>
    </message>
    <message>
        <source>Conversation</source>
        <extracomment>details pane title</extracomment>
        <translation>会話</translation>
    </message>
    <message>
        <source>Message %1</source>
        <extracomment>details pane title; %1 message number</extracomment>
        <translation>メッセージ %1</translation>
    </message>
    <message>
        <source>Message %1, chunk %2 (%3)</source>
        <extracomment>details pane title; %1 message number, %2 chunk number, %3 chunk kind</extracomment>
        <translation>メッセージ %1、チャンク %2（%3）</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>プロパティ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Source JSON</source>
        <extracomment>heading above the raw JSON tree in the details pane</extracomment>
        <translation>ソース JSON</translation>
    </message>
    <message>
        <source>Extra (unknown) fields</source>
        <extracomment>heading above the fields the reader did not recognise</extracomment>
        <translation>追加の（不明な）フィールド</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <extracomment>heading above the diagnostics list in the details pane</extracomment>
        <translation>問題（%1）</translation>
    </message>
    <message>
        <source>Properties</source>
        <extracomment>accessible name of the details pane&apos;s table of properties</extracomment>
        <translation>プロパティ</translation>
    </message>
    <message>
        <source>The properties of the selected conversation, message or chunk, with their values</source>
        <extracomment>accessible description of the details pane&apos;s table of properties</extracomment>
        <translation>選択した会話・メッセージ・チャンクのプロパティとその値</translation>
    </message>
    <message>
        <source>The JSON the selection was read from; the context menu copies a value, its JSON or its path</source>
        <extracomment>accessible description of the details pane&apos;s source JSON tree</extracomment>
        <translation>選択項目の読み込み元の JSON。コンテキストメニューから値、JSON、JSON パスをコピーできます</translation>
    </message>
    <message>
        <source>The fields of the source JSON that the reader did not recognise</source>
        <extracomment>accessible description of the details pane&apos;s tree of unrecognised fields</extracomment>
        <translation>元の JSON のうち、読み込み時に認識できなかったフィールド</translation>
    </message>
    <message>
        <source>What the reader found wrong or doubtful in the selection</source>
        <extracomment>accessible description of the details pane&apos;s list of diagnostics</extracomment>
        <translation>読み込み時に選択項目で見つかった誤りや疑わしい点</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>UTF-8 byte order mark skipped</source>
        <translation>UTF-8 のバイトオーダーマークを読み飛ばしました</translation>
    </message>
    <message>
        <source>UTF-16LE input transcoded to UTF-8</source>
        <translation>UTF-16LE の入力を UTF-8 に変換しました</translation>
    </message>
    <message>
        <source>UTF-16BE input transcoded to UTF-8</source>
        <translation>UTF-16BE の入力を UTF-8 に変換しました</translation>
    </message>
    <message>
        <source>Invalid UTF-16 sequences were replaced with U+FFFD</source>
        <translation>不正な UTF-16 シーケンスを U+FFFD に置き換えました</translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>Not JSON: expected &apos;{&apos; or &apos;[&apos; but found %1</source>
        <translation>JSON ではありません: &apos;{&apos; または &apos;[&apos; が必要ですが、%1 がありました</translation>
    </message>
    <message>
        <source>Unexpected text after a JSON value: %1</source>
        <translation>JSON 値の後に予期しないテキストがあります: %1</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos;</source>
        <translation>予期しない &apos;%1&apos; があります</translation>
    </message>
    <message>
        <source>The text ends inside a record that starts at line %1, column %2</source>
        <translation>%1 行 %2 列から始まるレコードの途中でテキストが終わっています</translation>
    </message>
    <message>
        <source>The %1 image does not decode: %2</source>
        <translation>%1 の画像をデコードできません: %2</translation>
    </message>
    <message>
        <source>The cited text was found at bytes [%1, %2) instead of the given range</source>
        <translation>引用テキストは指定された範囲ではなくバイト [%1, %2) にありました</translation>
    </message>
    <message>
        <source>Invalid cited range [%1, %2): offsets must be non-negative numbers</source>
        <translation>引用範囲 [%1, %2) が不正です: オフセットは 0 以上の数値でなければなりません</translation>
    </message>
    <message>
        <source>Empty or inverted cited range [%1, %2)</source>
        <translation>引用範囲 [%1, %2) が空か逆順です</translation>
    </message>
    <message>
        <source>Start offset %1 is past the end of the text (%2 bytes)</source>
        <translation>開始オフセット %1 がテキストの末尾（%2 バイト）を超えています</translation>
    </message>
    <message>
        <source>The cited text does not occur in the message text</source>
        <translation>引用テキストがメッセージのテキスト内に見つかりません</translation>
    </message>
    <message>
        <source>End offset %1 is past the end of the text (%2 bytes); clamped</source>
        <translation>終了オフセット %1 がテキストの末尾（%2 バイト）を超えているため、切り詰めました</translation>
    </message>
    <message>
        <source>Cited range [%1, %2) split a character; adjusted to [%3, %4) (%5 bytes)</source>
        <translation>引用範囲 [%1, %2) が文字の途中で区切られていたため、[%3, %4)（%5 バイト）に調整しました</translation>
    </message>
    <message>
        <source>The cited text differs from the given text only in whitespace or Unicode normalization</source>
        <translation>引用テキストと指定のテキストの違いは空白または Unicode 正規化のみです</translation>
    </message>
    <message>
        <source>Bytes [%1, %2) do not match the cited text &quot;%3&quot;</source>
        <translation>バイト [%1, %2) が引用テキスト「%3」と一致しません</translation>
    </message>
    <message>
        <source>Tool response %1 answers no tool call</source>
        <translation>ツールの応答 %1 に対応するツール呼び出しがありません</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON の構文エラー: %1</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>ファイルを読み込めません: %1</translation>
    </message>
    <message>
        <source>%1 SSE events without JSON were skipped</source>
        <translation>JSON を含まない SSE イベント %1 件を読み飛ばしました</translation>
    </message>
    <message>
        <source>The file holds no records</source>
        <translation>ファイルにレコードがありません</translation>
    </message>
    <message>
        <source>The file holds an error response: %1</source>
        <translation>ファイルにはエラー応答が含まれています: %1</translation>
    </message>
    <message>
        <source>Session metadata without events: not a transcript</source>
        <translation>イベントのないセッションメタデータです（トランスクリプトではありません）</translation>
    </message>
    <message>
        <source>Not a recognised transcript; top-level keys: %1</source>
        <translation>認識できるトランスクリプトではありません。最上位のキー: %1</translation>
    </message>
    <message>
        <source>Recognised as %1, which this version cannot show yet</source>
        <translation>%1 として認識しましたが、このバージョンではまだ表示できません</translation>
    </message>
    <message>
        <source>Loading was stopped; the rest of the file is not shown</source>
        <translation>読み込みを中止しました。ファイルの残りは表示されません</translation>
    </message>
    <message>
        <source>Expected %1 but found %2</source>
        <translation>%1 が必要ですが、%2 がありました</translation>
    </message>
    <message>
        <source>The base64 data does not decode</source>
        <translation>base64 データをデコードできません</translation>
    </message>
    <message>
        <source>Empty chunk</source>
        <translation>空のチャンク</translation>
    </message>
    <message>
        <source>Unknown chunk kind %1</source>
        <translation>不明なチャンクの種類 %1</translation>
    </message>
    <message>
        <source>A chunk has more than one data key; %1 is shown and %2 kept as extra</source>
        <translation>チャンクに複数のデータキーがあります。%1 を表示し、%2 は追加フィールドとして残します</translation>
    </message>
    <message>
        <source>Both turns and the deprecated top-level messages are present; the turns are shown and the messages kept as extra</source>
        <translation>turns と非推奨の最上位 messages の両方があります。turns を表示し、messages は追加フィールドとして残します</translation>
    </message>
    <message>
        <source>turnCount says %1 but the conversation holds %2 turns</source>
        <translation>turnCount は %1 ですが、会話には %2 ターンあります</translation>
    </message>
    <message>
        <source>Empty turns without a resource name: read as a CES conversation</source>
        <translation>リソース名のない空の turns です。CES の会話として読み込みました</translation>
    </message>
    <message>
        <source>Records of different families in one file: %1 and %2</source>
        <translation>1 つのファイルに異なるファミリーのレコードがあります: %1 と %2</translation>
    </message>
    <message>
        <source>Segment partIndex %1 does not name a text part; the concatenated text is used</source>
        <translation>セグメントの partIndex %1 はテキストパートを指していません。連結したテキストを使います</translation>
    </message>
    <message>
        <source>The segment matches part %1 alone, not the concatenated text parts</source>
        <translation>セグメントは連結したテキストパートではなく、パート %1 単独と一致します</translation>
    </message>
    <message>
        <source>The segment matches the concatenated text parts, not part %1 alone</source>
        <translation>セグメントはパート %1 単独ではなく、連結したテキストパートと一致します</translation>
    </message>
    <message>
        <source>Grounding chunk %1 is not an object</source>
        <translation>グラウンディングチャンク %1 がオブジェクトではありません</translation>
    </message>
    <message>
        <source>Unknown grounding chunk kind %1</source>
        <translation>不明なグラウンディングチャンクの種類 %1</translation>
    </message>
    <message>
        <source>%1 is not a list; ignored</source>
        <translation>%1 がリストではないため無視しました</translation>
    </message>
    <message>
        <source>A citation is not an object; ignored</source>
        <translation>オブジェクトではない引用を無視しました</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 が数値ではありません: %2</translation>
    </message>
    <message>
        <source>Missing source: &quot;%1&quot; is not a reference number</source>
        <translation>出典がありません: 「%1」は参照番号ではありません</translation>
    </message>
    <message>
        <source>Missing source: reference %1 does not exist (%2 references)</source>
        <translation>出典がありません: 参照 %1 は存在しません（参照は %2 件）</translation>
    </message>
    <message>
        <source>%1 is not a list of queries; ignored</source>
        <translation>%1 がクエリのリストではないため無視しました</translation>
    </message>
    <message>
        <source>searchEntryPoint.sdkBlob is not base64-encoded JSON</source>
        <translation>searchEntryPoint.sdkBlob が Base64 エンコードされた JSON ではありません</translation>
    </message>
    <message>
        <source>A grounding support is not an object; ignored</source>
        <translation>オブジェクトではないグラウンディングサポートを無視しました</translation>
    </message>
    <message>
        <source>The support&apos;s segment is not an object</source>
        <translation>サポートの segment がオブジェクトではありません</translation>
    </message>
    <message>
        <source>Missing source: &quot;%1&quot; is not a grounding chunk index</source>
        <translation>出典がありません: 「%1」はグラウンディングチャンクのインデックスではありません</translation>
    </message>
    <message>
        <source>Missing source: grounding chunk %1 does not exist (%2 chunks)</source>
        <translation>出典がありません: グラウンディングチャンク %1 は存在しません（チャンクは %2 個）</translation>
    </message>
    <message>
        <source>groundingChunkIndices is not a list</source>
        <translation>groundingChunkIndices がリストではありません</translation>
    </message>
    <message>
        <source>confidenceScores has %1 values for %2 sources; the extra scores are ignored</source>
        <translation>confidenceScores には %2 件の出典に対して %1 個の値があります。余分なスコアは無視します</translation>
    </message>
    <message>
        <source>groundingChunks is not a list; ignored</source>
        <translation>groundingChunks がリストではないため無視しました</translation>
    </message>
    <message>
        <source>groundingSupports is not a list; ignored</source>
        <translation>groundingSupports がリストではないため無視しました</translation>
    </message>
    <message>
        <source>groundingMetadata is not an object; ignored</source>
        <translation>groundingMetadata がオブジェクトではないため無視しました</translation>
    </message>
    <message>
        <source>citationMetadata is not an object; ignored</source>
        <translation>citationMetadata がオブジェクトではないため無視しました</translation>
    </message>
    <message>
        <source>Invalid UTF-8 (byte 0x%1 at byte offset %2); the record holding it is shown with replacement characters</source>
        <translation>不正な UTF-8 です（バイトオフセット %2 のバイト 0x%1）。このレコードは置換文字を使って表示します</translation>
    </message>
    <message>
        <source>%1 more lenient repairs are not listed</source>
        <translation>寛容な読み込みによる修復がほかに %1 件ありますが、一覧には表示していません</translation>
    </message>
    <message>
        <source>Lenient reading: removed a // comment</source>
        <translation>寛容な読み込み: // コメントを削除しました</translation>
    </message>
    <message>
        <source>Lenient reading: removed a /* */ comment</source>
        <translation>寛容な読み込み: /* */ コメントを削除しました</translation>
    </message>
    <message>
        <source>Lenient reading: removed the placeholder %1</source>
        <translation>寛容な読み込み: プレースホルダー %1 を削除しました</translation>
    </message>
    <message>
        <source>Lenient reading: removed the JavaScript wrapper %1</source>
        <translation>寛容な読み込み: JavaScript のラッパー %1 を削除しました</translation>
    </message>
    <message>
        <source>Lenient reading: removed a trailing comma</source>
        <translation>寛容な読み込み: 末尾のカンマを削除しました</translation>
    </message>
    <message>
        <source>The session ended</source>
        <translation>セッションが終了しました</translation>
    </message>
    <message>
        <source>The user interrupted the agent</source>
        <translation>ユーザーがエージェントを中断しました</translation>
    </message>
    <message>
        <source>The server asked the client to reconnect</source>
        <translation>サーバーがクライアントに再接続を求めました</translation>
    </message>
    <message>
        <source>A runSession record with no known key was skipped</source>
        <translation>既知のキーを持たない runSession レコードをスキップしました</translation>
    </message>
    <message>
        <source>%1 JSON-RPC notifications and protocol messages are not part of the transcript</source>
        <translation>JSON-RPC の通知とプロトコルメッセージ %1 件はトランスクリプトに含まれません</translation>
    </message>
    <message>
        <source>Both %1 and %2 are present; the lowerCamelCase one is read</source>
        <translation>%1 と %2 の両方があります。lowerCamelCase の方を読み込みます</translation>
    </message>
    <message>
        <source>%1 is a string, read as a boolean</source>
        <translation>%1 が文字列です。真偽値として読み込みました</translation>
    </message>
    <message>
        <source>%1 is not a time: %2</source>
        <translation>%1 が日時ではありません: %2</translation>
    </message>
    <message>
        <source>The time %1 has no UTC offset; read as UTC</source>
        <translation>日時 %1 に UTC オフセットがありません。UTC として読み込みました</translation>
    </message>
    <message>
        <source>Several sessions in one conversation; their events are shown together</source>
        <translation>1 つの会話に複数のセッションがあります。各セッションのイベントはまとめて表示します</translation>
    </message>
    <message>
        <source>Event %1 belongs to another session: %2</source>
        <translation>イベント %1 は別のセッションに属しています: %2</translation>
    </message>
    <message>
        <source>The events are not in timestamp order; they are shown sorted by time</source>
        <translation>イベントがタイムスタンプ順に並んでいません。時刻順に並べ替えて表示します</translation>
    </message>
    <message>
        <source>%1 streamed fragments are hidden behind this event</source>
        <translation>このイベントの背後に、ストリーミングの断片 %1 個が隠れています</translation>
    </message>
    <message>
        <source>The stream ended before a complete event: %1 partial fragments are merged into one event</source>
        <translation>完全なイベントが届く前にストリームが終わりました。途中の断片 %1 個を 1 つのイベントに結合しました</translation>
    </message>
    <message>
        <source>The answer is not an object</source>
        <translation>回答がオブジェクトではありません</translation>
    </message>
    <message>
        <source>answerText is not a string</source>
        <translation>answerText が文字列ではありません</translation>
    </message>
    <message>
        <source>A reply without a known content kind</source>
        <translation>既知の種類のコンテンツを持たない返信です</translation>
    </message>
    <message>
        <source>The segment fits the concatenated replies, not its own reply</source>
        <translation>セグメントは自身の返信ではなく、連結した返信と一致します</translation>
    </message>
    <message>
        <source>A reply has no groundedContent.content</source>
        <translation>groundedContent.content のない返信があります</translation>
    </message>
    <message>
        <source>Not a Discovery Engine record; ignored</source>
        <translation>Discovery Engine のレコードではないため無視しました</translation>
    </message>
    <message>
        <source>Not a Discovery Engine record (keys: %1); ignored</source>
        <translation>Discovery Engine のレコードではないため無視しました（キー: %1）</translation>
    </message>
    <message>
        <source>A tools/call request without a response</source>
        <translation>応答のない tools/call リクエストがあります</translation>
    </message>
    <message>
        <source>The response holds no answer</source>
        <translation>応答に回答が含まれていません</translation>
    </message>
    <message>
        <source>The stream ends before the answer is complete (state %1)</source>
        <translation>回答が完了する前にストリームが終わっています（状態 %1）</translation>
    </message>
    <message>
        <source>Error response %1: %2</source>
        <translation>エラー応答 %1: %2</translation>
    </message>
    <message>
        <source>The tool call failed: %1</source>
        <translation>ツール呼び出しが失敗しました: %1</translation>
    </message>
    <message>
        <source>The session is not an object</source>
        <translation>セッションがオブジェクトではありません</translation>
    </message>
    <message>
        <source>A turn is not an object; ignored</source>
        <translation>オブジェクトではないターンを無視しました</translation>
    </message>
    <message>
        <source>A step is not an object; ignored</source>
        <translation>オブジェクトではないステップを無視しました</translation>
    </message>
    <message>
        <source>Reference %1 is not an object</source>
        <translation>参照 %1 がオブジェクトではありません</translation>
    </message>
    <message>
        <source>Reference %1 holds several kinds (%2); %3 is shown</source>
        <translation>参照 %1 に複数の種類（%2）が含まれています。%3 を表示します</translation>
    </message>
    <message>
        <source>Unknown reference kind %1</source>
        <translation>不明な参照の種類 %1</translation>
    </message>
    <message>
        <source>The prompt was blocked: %1</source>
        <translation>プロンプトがブロックされました: %1</translation>
    </message>
    <message>
        <source>The response is an error: %1</source>
        <translation>応答はエラーです: %1</translation>
    </message>
    <message>
        <source>The response has no candidates</source>
        <translation>応答に候補がありません</translation>
    </message>
    <message>
        <source>The stream ends with an error; %1 later records are ignored</source>
        <translation>ストリームがエラーで終わっています。それ以降のレコード %1 件は無視します</translation>
    </message>
    <message>
        <source>Unknown part kind %1</source>
        <translation>不明なパートの種類 %1</translation>
    </message>
    <message>
        <source>A part has more than one data key; %1 is shown and %2 kept as extra</source>
        <translation>パートに複数のデータキーがあります。%1 を表示し、%2 は追加フィールドとして残します</translation>
    </message>
    <message>
        <source>Integer enum values are mapped with the Vertex AI tables: the file does not say whether it comes from Vertex AI or Google AI</source>
        <translation>整数の列挙値は Vertex AI の対応表で変換しました。ファイルからは Vertex AI と Google AI のどちらのものか判別できません</translation>
    </message>
    <message>
        <source>The session state has %1 = %2, which no event&apos;s stateDelta sets</source>
        <translation>セッション状態に %1 = %2 がありますが、これを設定する stateDelta を持つイベントはありません</translation>
    </message>
    <message>
        <source>The events set the state key %1 (last to %2), but the session state lacks it</source>
        <translation>イベントは状態キー %1 を設定していますが（最後の値は %2）、セッション状態にはありません</translation>
    </message>
    <message>
        <source>The session state has %1 = %2, but the events give %3</source>
        <translation>セッション状態では %1 = %2 ですが、イベントからは %3 になります</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels: the value is not shown</source>
        <translation>JSON の入れ子が %1 階層を超えているため、この値は表示しません</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels</source>
        <translation>JSON の入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <source>The cited texts of this and the later citations were not searched for: the citations of this text searched it too often already</source>
        <translation>この引用とそれ以降の引用のテキストは検索していません。このテキストの引用による検索が上限に達しました</translation>
    </message>
    <message>
        <source>The cited segment starts inside text the Markdown does not show (a link&apos;s address); its highlight starts at the nearest shown text</source>
        <translation>引用範囲の始まりが Markdown で表示されないテキスト（リンクのアドレス）の中にあります。ハイライトは最も近い表示テキストから始まります</translation>
    </message>
    <message>
        <source>The cited segment ends inside text the Markdown does not show (a link&apos;s address); its highlight ends at the nearest shown text</source>
        <translation>引用範囲の終わりが Markdown で表示されないテキスト（リンクのアドレス）の中にあります。ハイライトは最も近い表示テキストで終わります</translation>
    </message>
    <message>
        <source>Unreadable span time %1: expected Unix nanoseconds</source>
        <translation>読み取れないスパンの時刻 %1: Unix ナノ秒が必要です</translation>
    </message>
    <message>
        <source>Unreadable span id %1: expected hex or base64 text</source>
        <translation>読み取れないスパン ID %1: 16 進数または base64 のテキストが必要です</translation>
    </message>
    <message>
        <source>Span %1 ends before it starts</source>
        <translation>スパン %1 は開始前に終了しています</translation>
    </message>
    <message>
        <source>Duplicate span id %1: both spans are shown, children go to the first (%2)</source>
        <translation>スパン ID %1 が重複しています: 両方のスパンを表示し、子スパンは最初のもの (%2) の下に置きます</translation>
    </message>
    <message>
        <source>The parent %1 of span %2 is not in the file: shown at the top level</source>
        <translation>スパン %2 の親 %1 がファイルにありません: 最上位に表示します</translation>
    </message>
    <message>
        <source>Span %1 is its own ancestor: the cycle is cut there</source>
        <translation>スパン %1 が自身の祖先になっています: 循環をそこで切ります</translation>
    </message>
    <message>
        <source>Spans nested deeper than %1 levels are shown at level %1</source>
        <translation>%1 階層より深くネストされたスパンは %1 階層目に表示します</translation>
    </message>
    <message>
        <source>The invocation has no user content</source>
        <translation>この呼び出しにはユーザーの入力がありません</translation>
    </message>
    <message>
        <source>The case has no invocations to show</source>
        <translation>このケースには表示できる呼び出しがありません</translation>
    </message>
    <message>
        <source>A golden step holds none of userInput, agentTransfer or expectation</source>
        <translation>ゴールデンのステップに userInput、agentTransfer、expectation のいずれもありません</translation>
    </message>
    <message>
        <source>The golden turn has no steps</source>
        <translation>ゴールデンのターンにステップがありません</translation>
    </message>
    <message>
        <source>The golden evaluation has no turns</source>
        <translation>ゴールデン評価にターンがありません</translation>
    </message>
    <message>
        <source>The evaluation has neither golden nor scenario</source>
        <translation>この評価には golden も scenario もありません</translation>
    </message>
    <message>
        <source>The golden result has no turn results</source>
        <translation>ゴールデン結果にターンの結果がありません</translation>
    </message>
    <message>
        <source>The result holds no outcome (execution state %1)</source>
        <translation>この結果には判定がありません (実行状態 %1)</translation>
    </message>
    <message>
        <source>Unknown evaluation status %1: shown as unknown</source>
        <translation>不明な評価ステータス %1: 「不明」として表示します</translation>
    </message>
    <message>
        <source>The string holding the document is not valid JSON</source>
        <translation>ドキュメントを格納した文字列が正しい JSON ではありません</translation>
    </message>
    <message>
        <source>The document is a JSON string holding JSON: double-encoded (ADK &lt; 1.22)</source>
        <translation>ドキュメントは JSON を格納した JSON 文字列です: 二重エンコード (ADK &lt; 1.22)</translation>
    </message>
    <message>
        <source>An evaluation operation or export, not results: they are in %1</source>
        <translation>評価のオペレーションまたはエクスポートで、結果ではありません: 結果は %1 にあります</translation>
    </message>
    <message>
        <source>A realtimeInput without a known input</source>
        <translation>既知の入力を含まない realtimeInput</translation>
    </message>
    <message>
        <source>The session config names no session</source>
        <translation>セッション設定にセッション名がありません</translation>
    </message>
</context>
<context>
    <name>DiagnosticListModel</name>
    <message>
        <source>Info</source>
        <extracomment>diagnostic severity</extracomment>
        <translation>情報</translation>
    </message>
    <message>
        <source>Warning</source>
        <extracomment>diagnostic severity</extracomment>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <extracomment>diagnostic severity</extracomment>
        <translation>エラー</translation>
    </message>
    <message>
        <source>message %1</source>
        <extracomment>location of a problem: %1 message number</extracomment>
        <translation>メッセージ %1</translation>
    </message>
    <message>
        <source>message %1 — %2</source>
        <extracomment>location of a problem: %1 message number, %2 file/JSON path</extracomment>
        <translation>メッセージ %1 — %2</translation>
    </message>
    <message>
        <source>Severity</source>
        <extracomment>column header of the problems list</extracomment>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Problem</source>
        <extracomment>column header of the problems list: the problem&apos;s description</extracomment>
        <translation>問題</translation>
    </message>
    <message>
        <source>Location</source>
        <extracomment>column header of the problems list</extracomment>
        <translation>場所</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compares two conversations, of any formats (a run against its golden, two runs of one agent): turn by turn on the user&apos;s text, then the answers word by word, the tool calls, the sources and the variables.</source>
        <translation>形式を問わず 2 つの会話を比較します（ゴールデンに対する実行結果、同じエージェントの 2 回の実行など）。ユーザーのテキストでターンを対応付け、回答を単語単位で、さらにツール呼び出し、出典、変数を比較します。</translation>
    </message>
    <message>
        <source>Write the comparison as JSON.</source>
        <translation>比較結果を JSON で出力します。</translation>
    </message>
    <message>
        <source>Exit with status 3 when the conversations differ (0 when they do not).</source>
        <translation>会話が異なるときは終了ステータス 3 で終了します（同じときは 0）。</translation>
    </message>
    <message>
        <source>The conversation of A to compare, from 1 (default 1).</source>
        <translation>比較する A の会話の番号（1 から、既定は 1）。</translation>
    </message>
    <message>
        <source>n</source>
        <comment>value placeholder of --a-conversation in --help</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>The conversation of B to compare, from 1 (default 1).</source>
        <translation>比較する B の会話の番号（1 から、既定は 1）。</translation>
    </message>
    <message>
        <source>n</source>
        <comment>value placeholder of --b-conversation in --help</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド。</translation>
    </message>
    <message>
        <source>The first transcript file.</source>
        <translation>1 つ目のトランスクリプトファイル。</translation>
    </message>
    <message>
        <source>The second transcript file.</source>
        <translation>2 つ目のトランスクリプトファイル。</translation>
    </message>
    <message>
        <source>diff takes two files, A and B</source>
        <translation>diff には 2 つのファイル（A と B）を指定してください</translation>
    </message>
    <message>
        <source>a conversation number starts at 1</source>
        <translation>会話の番号は 1 から始まります</translation>
    </message>
    <message>
        <source>%1, conversation %2</source>
        <extracomment>diff: how a side is named: %1 the file, %2 the conversation number</extracomment>
        <translation>%1、会話 %2</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>%1 ns</source>
        <extracomment>duration in nanoseconds</extracomment>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <extracomment>duration in microseconds</extracomment>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>duration in seconds</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>duration in hours and minutes</extracomment>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>duration in minutes and seconds</extracomment>
        <translation>%1 分 %2 秒</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>Edit menu: the selected text, else the selected card or message</extracomment>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <extracomment>Edit menu</extracomment>
        <translation>Markdown としてコピー(&amp;M)</translation>
    </message>
    <message>
        <source>Copy as &amp;JSON</source>
        <extracomment>Edit menu: the selected message as the JSON export writes it</extracomment>
        <translation>JSON としてコピー(&amp;J)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <extracomment>Edit menu</extracomment>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <extracomment>Edit menu: the language, theme, message font and other settings</extracomment>
        <translation>設定(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>EvaluationCasesModel</name>
    <message>
        <source>no score</source>
        <extracomment>evaluation cases: a metric that has no score in this case (not 0)</extracomment>
        <translation>スコアなし</translation>
    </message>
    <message>
        <source>Threshold %1</source>
        <extracomment>evaluation cases, tool tip of a metric: the score it needed to pass</extracomment>
        <translation>しきい値 %1</translation>
    </message>
    <message numerus="yes">
        <source>The lowest of %n turn(s)</source>
        <extracomment>evaluation cases, tool tip of a metric the turns have: the lowest turn&apos;s score</extracomment>
        <translation>
            <numerusform>%n ターンのうち最低値</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as %1</source>
        <extracomment>evaluation cases, tool tip: the verdict as the file wrote it</extracomment>
        <translation>ファイル上の値: %1</translation>
    </message>
    <message>
        <source>Case</source>
        <extracomment>header of the evaluation cases table: the case or result</extracomment>
        <translation>ケース</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>header of the evaluation cases table: its recorded verdict</extracomment>
        <translation>判定</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>header of the evaluation cases table: how many turns or invocations it has</extracomment>
        <translation>ターン数</translation>
    </message>
    <message>
        <source>%1 %2 (needs %3)</source>
        <extracomment>evaluation cases: a metric&apos;s verdict mark and score, then the score it needed to pass (its threshold), e.g. &quot;✓ 0.824 (needs 0.7)&quot;</extracomment>
        <translation>%1 %2（基準 %3）</translation>
    </message>
</context>
<context>
    <name>EvaluationCasesView</name>
    <message>
        <source>Case verdict</source>
        <extracomment>evaluation cases filter: judge each case by its own verdict (no metric chosen)</extracomment>
        <translation>ケースの判定</translation>
    </message>
    <message>
        <source>Reading the cases…</source>
        <extracomment>evaluation cases: while the file&apos;s cases are read</extracomment>
        <translation>ケースを読み込んでいます…</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>evaluation cases: how many there are</extracomment>
        <translation>
            <numerusform>%n 件のケース</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n case(s)</source>
        <extracomment>evaluation cases: %1 shown by the filters, %n in the file</extracomment>
        <translation>
            <numerusform>%n 件中 %1 件のケース</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict</source>
        <extracomment>evaluation cases filter: show cases of every verdict</extracomment>
        <translation>すべての判定</translation>
    </message>
    <message>
        <source>Show only the cases with this verdict (of the chosen metric)</source>
        <extracomment>evaluation cases filter, tool tip</extracomment>
        <translation>この判定（指標を選んだ場合はその指標の判定）のケースだけを表示します</translation>
    </message>
    <message>
        <source>Show only the cases scored on this metric, lowest score first</source>
        <extracomment>evaluation cases filter, tool tip</extracomment>
        <translation>この指標で採点されたケースだけを、スコアの低い順に表示します</translation>
    </message>
    <message>
        <source>Evaluation cases</source>
        <extracomment>accessible name of the table of every evaluation case of the file</extracomment>
        <translation>評価ケース</translation>
    </message>
    <message>
        <source>Every case of the file with its verdict and scores; Enter shows the case&apos;s turns</source>
        <extracomment>accessible description of the table of every evaluation case of the file</extracomment>
        <translation>ファイルのすべてのケースと、その判定・スコア。Enter キーでケースのターンを表示します</translation>
    </message>
</context>
<context>
    <name>EvaluationModel</name>
    <message>
        <source>%1 (default)</source>
        <extracomment>a metric threshold that the file did not record: %1 the documented default</extracomment>
        <translation>%1 (既定値)</translation>
    </message>
    <message>
        <source>Invocation %1 of %2</source>
        <extracomment>an ADK evaluation case&apos;s invocation: %1 its number, %2 how many there are</extracomment>
        <translation>呼び出し %1 / %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>a CES evaluation&apos;s turn: %1 its number</extracomment>
        <translation>ターン %1</translation>
    </message>
    <message>
        <source>User input</source>
        <extracomment>the row of an evaluation turn that holds what the user said</extracomment>
        <translation>ユーザー入力</translation>
    </message>
    <message>
        <source>Response</source>
        <extracomment>the row of an evaluation turn that holds the agent&apos;s final answer</extracomment>
        <translation>応答</translation>
    </message>
    <message>
        <source>Transfer</source>
        <extracomment>the row of an evaluation turn that holds the agent a conversation was passed to</extracomment>
        <translation>転送</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>a tool call of an evaluation: the expected and the actual call are the same</extracomment>
        <translation>一致</translation>
    </message>
    <message>
        <source>arguments differ</source>
        <extracomment>a tool call of an evaluation: same tool, other arguments</extracomment>
        <translation>引数が異なる</translation>
    </message>
    <message>
        <source>other tool</source>
        <extracomment>a tool call of an evaluation: another tool was called at this place</extracomment>
        <translation>別のツール</translation>
    </message>
    <message>
        <source>out of order</source>
        <extracomment>a tool call of an evaluation: the expected tool was called at another place</extracomment>
        <translation>順序違い</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>a tool call of an evaluation: expected but never called</extracomment>
        <translation>不足</translation>
    </message>
    <message>
        <source>extra</source>
        <extracomment>a tool call of an evaluation: called but not expected</extracomment>
        <translation>余分</translation>
    </message>
    <message>
        <source>Item</source>
        <extracomment>header of the evaluation tree: the case, turn, tool call or metric</extracomment>
        <translation>項目</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>header of the evaluation tree: what the evaluation expected</extracomment>
        <translation>期待値</translation>
    </message>
    <message>
        <source>Actual</source>
        <extracomment>header of the evaluation tree: what the agent did</extracomment>
        <translation>実際</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>header of the evaluation tree: a metric&apos;s score</extracomment>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>header of the evaluation tree: the score a metric needs to pass</extracomment>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>header of the evaluation tree: pass, fail, not evaluated, ...</extracomment>
        <translation>ステータス</translation>
    </message>
</context>
<context>
    <name>EvaluationPane</name>
    <message>
        <source>This conversation is not an evaluation result. Open a CES evaluation result or an ADK eval set result to see expected beside actual.</source>
        <extracomment>evaluation pane, for a conversation that is not an evaluation case or result</extracomment>
        <translation>この会話は評価結果ではありません。CES の評価結果か ADK の評価セット結果を開くと、期待値と実際の結果を並べて表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <extracomment>evaluation pane header; %1 the case, %2 its verdict (&quot;✗ Fail&quot;), %n its turns</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n ターン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>evaluation pane header, after the case: a run or set that lists its cases</extracomment>
        <translation>
            <numerusform>%n 件のケース</numerusform>
        </translation>
    </message>
    <message>
        <source>Opens %1, from the open files or the files beside this one</source>
        <translation>%1 を、開いているファイルか、このファイルと同じフォルダーのファイルから開きます</translation>
    </message>
    <message>
        <source>Case</source>
        <extracomment>evaluation pane tab: the chosen case, expected beside actual</extracomment>
        <translation>ケース</translation>
    </message>
    <message>
        <source>Open Linked Conversation</source>
        <extracomment>evaluation pane button: opens the conversation or session the evaluation ran</extracomment>
        <translation>実行された会話を開く</translation>
    </message>
    <message>
        <source>Cases</source>
        <extracomment>evaluation pane tab: every case of the file with its verdict and scores</extracomment>
        <translation>ケース一覧</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>accessible name of the evaluation pane&apos;s tabs</extracomment>
        <translation>評価</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>accessible name of the evaluation pane&apos;s turns, expected beside actual</extracomment>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Metrics</source>
        <extracomment>accessible name of the evaluation pane&apos;s table of metrics</extracomment>
        <translation>指標</translation>
    </message>
    <message>
        <source>The evaluation names no conversation or session for this turn</source>
        <extracomment>tool tip of Open Linked Conversation; %1 the conversation or session name</extracomment>
        <translation>この評価には、このターンの会話やセッションが指定されていません</translation>
    </message>
    <message>
        <source>The chosen case, expected beside actual, and the table of every case of the file</source>
        <extracomment>accessible description of the evaluation pane&apos;s tabs (Case and Cases)</extracomment>
        <translation>選んだケース（期待値と実際の結果を並べて表示）と、ファイルのすべてのケースの表</translation>
    </message>
    <message>
        <source>The expected and the actual answer of each turn; Enter shows the turn&apos;s messages in the conversation</source>
        <extracomment>accessible description of the evaluation pane&apos;s turns, expected beside actual</extracomment>
        <translation>各ターンの期待される回答と実際の回答。Enter キーでそのターンのメッセージを会話内に表示します</translation>
    </message>
    <message>
        <source>The scores and verdicts of the case and of the selected turn</source>
        <extracomment>accessible description of the evaluation pane&apos;s table of metrics</extracomment>
        <translation>ケースと選択したターンのスコアと判定</translation>
    </message>
</context>
<context>
    <name>EvaluationStatus</name>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>Not evaluated</source>
        <translation>未評価</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Informational</source>
        <translation>参考情報</translation>
    </message>
</context>
<context>
    <name>EvaluationTurnsModel</name>
    <message>
        <source>Nothing expected</source>
        <extracomment>evaluation pane: a turn the evaluation has no expectation for</extracomment>
        <translation>期待値なし</translation>
    </message>
    <message>
        <source>No actual turn</source>
        <translation>実際のターンなし</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>evaluation pane: the column of what the evaluation expected</extracomment>
        <translation>期待値</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>実際</translation>
    </message>
</context>
<context>
    <name>EventBadges</name>
    <message>
        <source>inv %1</source>
        <extracomment>message header badge: the invocation the event belongs to (%1 its id, shortened)</extracomment>
        <translation>呼び出し %1</translation>
    </message>
    <message>
        <source>Invocation %1</source>
        <extracomment>tooltip of the invocation badge; %1 the full invocation id</extracomment>
        <translation>呼び出し %1</translation>
    </message>
    <message>
        <source>Branch (agent path)</source>
        <extracomment>tooltip of the branch badge (the dotted path of agents)</extracomment>
        <translation>ブランチ（エージェントの経路）</translation>
    </message>
    <message>
        <source>Candidate %1</source>
        <extracomment>message header badge: which Gemini candidate this is; %1 its number from 1</extracomment>
        <translation>候補 %1</translation>
    </message>
    <message>
        <source>partial</source>
        <extracomment>message header badge: a streamed fragment of an event</extracomment>
        <translation>途中</translation>
    </message>
    <message>
        <source>A streamed fragment; a complete event usually follows</source>
        <translation>ストリーミングの断片です。通常はこの後に完全なイベントが続きます</translation>
    </message>
    <message>
        <source>turn complete</source>
        <extracomment>message header badge: the model finished its turn here</extracomment>
        <translation>ターン完了</translation>
    </message>
    <message>
        <source>interrupted</source>
        <extracomment>message header badge: generation was cut off (the user barged in)</extracomment>
        <translation>中断</translation>
    </message>
    <message>
        <source>Generation was interrupted</source>
        <translation>生成が中断されました</translation>
    </message>
    <message numerus="yes">
        <source>merged from %n fragment(s)</source>
        <extracomment>message header badge: text rebuilt from streamed fragments of a cut-off stream</extracomment>
        <translation>
            <numerusform>%n 個の断片を結合</numerusform>
        </translation>
    </message>
    <message>
        <source>No complete event followed these streamed fragments; their text was joined</source>
        <translation>これらの断片の後に完全なイベントがなかったため、テキストを結合しました</translation>
    </message>
    <message>
        <source>finish: %1</source>
        <extracomment>message header badge: why the model stopped (%1 e.g. MAX_TOKENS, SAFETY)</extracomment>
        <translation>終了理由: %1</translation>
    </message>
    <message>
        <source>Prompt: %1</source>
        <extracomment>token usage tooltip line; %1 a count</extracomment>
        <translation>プロンプト: %1</translation>
    </message>
    <message>
        <source>Response: %1</source>
        <extracomment>token usage tooltip line; %1 a count of tokens the model generated</extracomment>
        <translation>応答: %1</translation>
    </message>
    <message>
        <source>Thoughts: %1</source>
        <extracomment>token usage tooltip line; %1 a count of reasoning tokens</extracomment>
        <translation>思考: %1</translation>
    </message>
    <message>
        <source>Cached: %1</source>
        <extracomment>token usage tooltip line; %1 a count of tokens served from the context cache</extracomment>
        <translation>キャッシュ: %1</translation>
    </message>
    <message>
        <source>Tool use prompt: %1</source>
        <extracomment>token usage tooltip line; %1 a count of tokens of tool-use prompts</extracomment>
        <translation>ツール使用プロンプト: %1</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <extracomment>token usage tooltip line; %1 the total count</extracomment>
        <translation>合計: %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <extracomment>message header badge: tokens this event used; %1 the count</extracomment>
        <translation>%1 トークン</translation>
    </message>
    <message numerus="yes">
        <source>%n long-running call(s)</source>
        <extracomment>message header badge: tool calls that may finish later; %n their count</extracomment>
        <translation>
            <numerusform>長時間実行の呼び出し %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>escalate</source>
        <extracomment>message header badge: the agent escalated to its parent</extracomment>
        <translation>エスカレーション</translation>
    </message>
    <message>
        <source>skip summarization</source>
        <extracomment>message header badge: ADK action, the tool result is not summarised by the model</extracomment>
        <translation>要約をスキップ</translation>
    </message>
    <message>
        <source>auth requested</source>
        <extracomment>message header badge: the event asked the user for credentials</extracomment>
        <translation>認証を要求</translation>
    </message>
    <message numerus="yes">
        <source>state: %n key(s)</source>
        <extracomment>message header badge: the event changed %n keys of the session state</extracomment>
        <translation>
            <numerusform>状態: %n 個のキー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n artifact(s)</source>
        <extracomment>message header badge: the event saved %n artifacts (files)</extracomment>
        <translation>
            <numerusform>アーティファクト %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <extracomment>message header badge: a safety filter blocked the content; %1 the harm category</extracomment>
        <translation>ブロック: %1</translation>
    </message>
    <message>
        <source>answer failed</source>
        <extracomment>message header badge: the Discovery Engine answer is in state FAILED</extracomment>
        <translation>回答失敗</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <extracomment>message header badge: why the answer was skipped; %1 a short reason</extracomment>
        <translation>スキップ: %1</translation>
    </message>
</context>
<context>
    <name>EvidenceView</name>
    <message>
        <source>%1 %</source>
        <extracomment>a share in percent, e.g. &quot;45 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Support: the share of the cited text&apos;s content words (for Chinese, Japanese and Korean, pairs of adjacent characters) that also occur in this source&apos;s text, ignoring case and full-width or half-width forms. Small function words such as &quot;the&quot; or &quot;de&quot; do not count. Below %1 the claim is flagged as weakly supported (the threshold is set beside &quot;Weak below&quot;).</source>
        <extracomment>tooltip of the support badge of a source; %1 the weak support threshold, e.g. &quot;30 %&quot;</extracomment>
        <translation>裏付け度：引用された文の内容語（中国語・日本語・韓国語では隣り合う2文字の組）のうち、この出典のテキストにも現れるものの割合です。大文字と小文字、全角と半角の違いは無視します。「the」や「de」のような短い機能語は数えません。%1 未満の場合、その主張は裏付けが弱いとして示されます（しきい値は「弱いとする基準」の横で設定します）。</translation>
    </message>
    <message>
        <source>Evidence: this citation names no source.</source>
        <extracomment>evidence view: the selected citation names no source</extracomment>
        <translation>根拠：この引用には出典がありません。</translation>
    </message>
    <message>
        <source>Evidence: weak support (the best source shares %1 of the words)</source>
        <extracomment>evidence view heading for a weakly supported claim; %1 the best support, e.g. &quot;12 %&quot;</extracomment>
        <translation>根拠：裏付けが弱い（最も近い出典でも共通する語は %1）</translation>
    </message>
    <message>
        <source>Evidence: what the sources say</source>
        <extracomment>evidence view heading: what the sources of the selected citation say</extracomment>
        <translation>根拠：出典の記述</translation>
    </message>
    <message>
        <source>no text</source>
        <extracomment>badge: the source gives no text to compare with the cited text</extracomment>
        <translation>テキストなし</translation>
    </message>
    <message>
        <source>The source gives no snippet or text to compare with the cited text.</source>
        <extracomment>tooltip of the &quot;no text&quot; badge</extracomment>
        <translation>この出典には、引用された文と比較できるスニペットやテキストがありません。</translation>
    </message>
    <message>
        <source>quoted</source>
        <extracomment>badge: the cited text appears word for word in the source</extracomment>
        <translation>引用一致</translation>
    </message>
    <message>
        <source>The cited text appears word for word in the source (ignoring white space, case and width).</source>
        <extracomment>tooltip of the &quot;quoted&quot; badge</extracomment>
        <translation>引用された文が出典にそのまま含まれています（空白、大文字と小文字、全角と半角の違いは無視）。</translation>
    </message>
    <message>
        <source>support %1</source>
        <extracomment>badge: the share of the cited words the source has; %1 like &quot;45 %&quot;</extracomment>
        <translation>裏付け %1</translation>
    </message>
    <message>
        <source>weak support</source>
        <extracomment>badge: the source shares almost nothing with the cited text</extracomment>
        <translation>裏付けが弱い</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <extracomment>badge: the producer&apos;s confidence score for this source, e.g. &quot;confidence 0.87&quot;</extracomment>
        <translation>信頼度 %1</translation>
    </message>
    <message>
        <source>The score the producer gave this source for the cited text (confidenceScores, or the Discovery Engine grounding score).</source>
        <extracomment>tooltip of the confidence badge</extracomment>
        <translation>生成元がこの引用に対してこの出典に付けたスコアです（confidenceScores、または Discovery Engine のグラウンディングスコア）。</translation>
    </message>
    <message>
        <source>Weak below:</source>
        <extracomment>evidence view: label of the weak support threshold spin box</extracomment>
        <translation>弱いとする基準：</translation>
    </message>
    <message>
        <source>Evidence</source>
        <extracomment>accessible name of the evidence view&apos;s text: the cited sentence and its source passages</extracomment>
        <translation>根拠</translation>
    </message>
    <message>
        <source>The selected cited text and the passages of its sources that support it</source>
        <extracomment>accessible description of the evidence view&apos;s text</extracomment>
        <translation>選択した引用テキストと、それを裏付ける出典の箇所</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>標準出力の代わりにこのファイルに書き込みます。</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Transcript file; - reads standard input.</source>
        <translation>トランスクリプトファイル（- で標準入力から読み込み）</translation>
    </message>
    <message>
        <source>export takes exactly one FILE</source>
        <translation>export には FILE を 1 つだけ指定してください</translation>
    </message>
    <message>
        <source>--format is required</source>
        <translation>--format を指定してください</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;</source>
        <translation>不明な形式「%1」です</translation>
    </message>
    <message>
        <source>the output would overwrite the input file</source>
        <translation>出力先が入力ファイルを上書きしてしまいます</translation>
    </message>
    <message>
        <source>format</source>
        <comment>value placeholder of --format in --help</comment>
        <translation>形式</translation>
    </message>
    <message>
        <source>file</source>
        <comment>value placeholder of --output in --help</comment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>%1: the file changed while it was read; export it again</source>
        <translation>%1: 読み込み中にファイルが変更されました。もう一度エクスポートしてください</translation>
    </message>
    <message>
        <source>Writes the transcript in a format-independent form: JSON for scripts, Markdown or self-contained HTML for sharing, PDF for printing, or its citations as CSV.</source>
        <translation>トランスクリプトを形式に依存しない形で書き出します。スクリプト向けには JSON、共有向けには Markdown または単体で完結した HTML、印刷向けには PDF を使い、引用は CSV でも書き出せます。</translation>
    </message>
    <message>
        <source>Output format: %1.</source>
        <extracomment>--help of export --format; %1 the format ids, such as &quot;json, markdown, html&quot;</extracomment>
        <translation>出力形式: %1。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export</source>
        <extracomment>dialog title (File &gt; Export…)</extracomment>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Format</source>
        <extracomment>export dialog: what the exported file is</extracomment>
        <translation>形式</translation>
    </message>
    <message numerus="yes">
        <source>The whole file (%n conversation(s))</source>
        <extracomment>export dialog: export every conversation of the file; %n how many</extracomment>
        <translation>
            <numerusform>ファイル全体 (%n 件の会話)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected conversations (%n)</source>
        <extracomment>export dialog: the conversations selected in the conversation list; %n how many</extracomment>
        <translation>
            <numerusform>選択した会話 (%n 件)</numerusform>
        </translation>
    </message>
    <message>
        <source>This conversation</source>
        <extracomment>export dialog: the conversation shown in the message view</extracomment>
        <translation>この会話</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>export dialog: the file the export is written to</extracomment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <extracomment>button that opens a file chooser</extracomment>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Choose the file to write</source>
        <translation>書き込むファイルを選びます</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <extracomment>export dialog label</extracomment>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>Export:</source>
        <extracomment>export dialog label: which conversations or messages</extracomment>
        <translation>エクスポート対象:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <extracomment>export dialog label: the output file</extracomment>
        <translation>ファイル(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <extracomment>export dialog: the button that writes the file</extracomment>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>file dialog filter: %1 format name, %2 the file suffix</extracomment>
        <translation>%1 ファイル (*.%2)</translation>
    </message>
    <message>
        <source>Export To</source>
        <extracomment>file dialog title</extracomment>
        <translation>エクスポート先</translation>
    </message>
    <message>
        <source>The kind of file to write; the file name&apos;s extension follows it</source>
        <translation>書き出すファイルの種類。ファイル名の拡張子もそれに合わせて変わります</translation>
    </message>
    <message>
        <source>Export every conversation of the file</source>
        <translation>ファイル内のすべての会話を書き出します</translation>
    </message>
    <message>
        <source>Export the conversations selected in the conversation list</source>
        <translation>会話一覧で選択した会話を書き出します</translation>
    </message>
    <message>
        <source>Export the conversation shown in the message view</source>
        <translation>メッセージビューに表示中の会話を書き出します</translation>
    </message>
    <message numerus="yes">
        <source>The selected messages (%n)</source>
        <extracomment>export dialog: the messages selected in the message view; %n how many</extracomment>
        <translation>
            <numerusform>選択したメッセージ（%n 件）</numerusform>
        </translation>
    </message>
    <message>
        <source>Export only the messages selected in the message view (Ctrl+click or Shift+click selects several)</source>
        <translation>メッセージビューで選択したメッセージだけを書き出します（Ctrl+クリックまたは Shift+クリックで複数選択）</translation>
    </message>
    <message>
        <source>The path of the file to write; Browse… chooses it in a dialog</source>
        <translation>書き出すファイルのパス。「参照…」でダイアログから選べます</translation>
    </message>
</context>
<context>
    <name>ExportFormats</name>
    <message>
        <source>JSON</source>
        <extracomment>export format: the normalized transcript as JSON</extracomment>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Markdown</source>
        <extracomment>export format</extracomment>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>HTML</source>
        <extracomment>export format: a self-contained web page</extracomment>
        <translation>HTML</translation>
    </message>
    <message>
        <source>PDF</source>
        <extracomment>export format</extracomment>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Citations (CSV)</source>
        <extracomment>export format: the citations overview as a spreadsheet file</extracomment>
        <translation>引用 (CSV)</translation>
    </message>
    <message>
        <source>%1: cannot write the export: %2</source>
        <extracomment>%1 file path, %2 the system&apos;s reason</extracomment>
        <translation>%1: エクスポートを書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message>
        <source>&amp;Open…</source>
        <extracomment>menu action</extracomment>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>submenu of File</extracomment>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Transcripts (*.json *.jsonl *.ndjson *.sse *.txt);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>トランスクリプト (*.json *.jsonl *.ndjson *.sse *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Transcript</source>
        <translation>トランスクリプトを開く</translation>
    </message>
</context>
<context>
    <name>FindActions</name>
    <message>
        <source>&amp;Find…</source>
        <extracomment>Edit menu: open the find bar under the messages</extracomment>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <extracomment>Edit menu: go to the next match of the find bar&apos;s text</extracomment>
        <translation>次を検索(&amp;N)</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <extracomment>Edit menu: go to the previous match of the find bar&apos;s text</extracomment>
        <translation>前を検索(&amp;P)</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>%1+</source>
        <extracomment>find bar: more matches than were kept, e.g. &quot;500,000+&quot;</extracomment>
        <translation>%1+</translation>
    </message>
    <message>
        <source>No matches</source>
        <extracomment>find bar: the text was not found in the open conversation</extracomment>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>Searching…</source>
        <extracomment>find bar: the search is still running and found nothing yet</extracomment>
        <translation>検索中…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>find bar: %1 the current match number, %2 how many matches in the conversation</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>More than %1 matches</source>
        <extracomment>find bar: more matches than were kept; %1 the number kept, e.g. &quot;500,000&quot;</extracomment>
        <translation>%1 件を超える一致</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <extracomment>find bar: how many matches the open conversation has (none selected yet)</extracomment>
        <translation>
            <numerusform>%Ln 件の一致</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 in file</source>
        <extracomment>find bar: %1 the count in this conversation, %2 how many matches in the whole file</extracomment>
        <translation>%1 · ファイル全体で %2 件</translation>
    </message>
    <message>
        <source>Find in conversation</source>
        <extracomment>placeholder of the find bar&apos;s text field</extracomment>
        <translation>会話内を検索</translation>
    </message>
    <message>
        <source>Aa</source>
        <extracomment>find bar switch: match upper and lower case exactly; keep it 2-3 characters</extracomment>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <extracomment>tooltip of the find bar&apos;s case switch</extracomment>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>find bar switch: match whole words only; keep it 1-3 characters</extracomment>
        <translation>語</translation>
    </message>
    <message>
        <source>Whole words only</source>
        <extracomment>tooltip of the find bar&apos;s whole-word switch</extracomment>
        <translation>単語単位で検索</translation>
    </message>
    <message>
        <source>.*</source>
        <extracomment>find bar switch: the text is a regular expression; keep it short</extracomment>
        <translation>.*</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <extracomment>tooltip of the find bar&apos;s regular expression switch</extracomment>
        <translation>正規表現</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3, Shift+Enter)</source>
        <extracomment>tooltip of the find bar&apos;s up arrow</extracomment>
        <translation>前の一致（Shift+F3、Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <extracomment>tooltip of the find bar&apos;s down arrow</extracomment>
        <translation>次の一致（F3、Enter）</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <extracomment>tooltip of the find bar&apos;s close button</extracomment>
        <translation>検索バーを閉じる（Esc）</translation>
    </message>
    <message>
        <source>Previous match</source>
        <extracomment>accessible name of the find bar&apos;s up arrow</extracomment>
        <translation>前の一致</translation>
    </message>
    <message>
        <source>Next match</source>
        <extracomment>accessible name of the find bar&apos;s down arrow</extracomment>
        <translation>次の一致</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <extracomment>accessible name of the find bar&apos;s close button</extracomment>
        <translation>検索バーを閉じる</translation>
    </message>
</context>
<context>
    <name>FindQuery</name>
    <message>
        <source>Invalid regular expression at position %1: %2</source>
        <extracomment>Find bar: %1 is a character position (1-based) in the pattern, %2 the engine&apos;s reason</extracomment>
        <translation>正規表現が正しくありません（%1 文字目）: %2</translation>
    </message>
</context>
<context>
    <name>FollowMode</name>
    <message>
        <source>The file was replaced or truncated; reading it again</source>
        <translation>ファイルが置き換えられたか切り詰められました。読み直しています</translation>
    </message>
    <message>
        <source>The file changed while it was read; reading it again</source>
        <translation>読み込み中にファイルが変更されました。読み直しています</translation>
    </message>
</context>
<context>
    <name>FormatName</name>
    <message>
        <source>Conversational Agents message</source>
        <translation>Conversational Agents メッセージ</translation>
    </message>
    <message>
        <source>Conversational Agents messages</source>
        <translation>Conversational Agents メッセージ一覧</translation>
    </message>
    <message>
        <source>Conversational Agents conversation</source>
        <translation>Conversational Agents 会話</translation>
    </message>
    <message>
        <source>Conversational Agents conversations</source>
        <translation>Conversational Agents 会話一覧</translation>
    </message>
    <message>
        <source>Conversational Agents example</source>
        <translation>Conversational Agents 例</translation>
    </message>
    <message>
        <source>Conversational Agents session run</source>
        <translation>Conversational Agents セッション実行</translation>
    </message>
    <message>
        <source>Agent Engine session events</source>
        <translation>Agent Engine セッションのイベント一覧</translation>
    </message>
    <message>
        <source>Agent Engine session event</source>
        <translation>Agent Engine セッションのイベント</translation>
    </message>
    <message>
        <source>ADK session</source>
        <translation>ADK セッション</translation>
    </message>
    <message>
        <source>ADK sessions</source>
        <translation>ADK セッション一覧</translation>
    </message>
    <message>
        <source>ADK events</source>
        <translation>ADK イベント一覧</translation>
    </message>
    <message>
        <source>ADK event</source>
        <translation>ADK イベント</translation>
    </message>
    <message>
        <source>Gemini response</source>
        <translation>Gemini レスポンス</translation>
    </message>
    <message>
        <source>Gemini streamed response</source>
        <translation>Gemini ストリーミング レスポンス</translation>
    </message>
    <message>
        <source>Vertex AI Search answer</source>
        <translation>Vertex AI Search の回答</translation>
    </message>
    <message>
        <source>Vertex AI Search streamed answer</source>
        <translation>Vertex AI Search のストリーミング回答</translation>
    </message>
    <message>
        <source>Vertex AI Search answer resource</source>
        <translation>Vertex AI Search の回答リソース</translation>
    </message>
    <message>
        <source>Vertex AI Search session</source>
        <translation>Vertex AI Search のセッション</translation>
    </message>
    <message>
        <source>Vertex AI Search sessions</source>
        <translation>Vertex AI Search のセッション一覧</translation>
    </message>
    <message>
        <source>Vertex AI Search assistant answer</source>
        <translation>Vertex AI Search のアシスタント回答</translation>
    </message>
    <message>
        <source>ADK trace spans</source>
        <translation>ADK トレーススパン</translation>
    </message>
    <message>
        <source>ADK trace span</source>
        <translation>ADK トレーススパン (単一)</translation>
    </message>
    <message>
        <source>ADK event trace</source>
        <translation>ADK イベントのトレース</translation>
    </message>
    <message>
        <source>OpenTelemetry trace (OTLP/JSON)</source>
        <translation>OpenTelemetry トレース (OTLP/JSON)</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation</source>
        <translation>Conversational Agents 評価</translation>
    </message>
    <message>
        <source>Conversational Agents evaluations</source>
        <translation>Conversational Agents 評価一覧</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation result</source>
        <translation>Conversational Agents 評価結果</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation results</source>
        <translation>Conversational Agents 評価結果一覧</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation run</source>
        <translation>Conversational Agents 評価実行</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation runs</source>
        <translation>Conversational Agents 評価実行一覧</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation dataset</source>
        <translation>Conversational Agents 評価データセット</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation datasets</source>
        <translation>Conversational Agents 評価データセット一覧</translation>
    </message>
    <message>
        <source>ADK eval set</source>
        <translation>ADK 評価セット</translation>
    </message>
    <message>
        <source>ADK eval case</source>
        <translation>ADK 評価ケース</translation>
    </message>
    <message>
        <source>ADK eval set result</source>
        <translation>ADK 評価セット結果</translation>
    </message>
    <message>
        <source>ADK eval run results</source>
        <translation>ADK 評価実行結果</translation>
    </message>
    <message>
        <source>ADK legacy test file</source>
        <translation>ADK 旧形式テストファイル</translation>
    </message>
    <message>
        <source>ADK legacy eval set</source>
        <translation>ADK 旧形式評価セット</translation>
    </message>
</context>
<context>
    <name>GroundedText</name>
    <message>
        <source>offsets exact</source>
        <extracomment>how a cited range matched the text: exactly</extracomment>
        <translation>オフセット一致</translation>
    </message>
    <message>
        <source>offsets adjusted</source>
        <extracomment>how a cited range matched: its byte offsets split a character and were widened</extracomment>
        <translation>オフセット調整済み</translation>
    </message>
    <message>
        <source>relocated by its text</source>
        <extracomment>how a cited range matched: found by its text at another place</extracomment>
        <translation>テキストで位置を補正</translation>
    </message>
    <message>
        <source>text mismatch</source>
        <extracomment>how a cited range matched: the text at the offsets differs from the cited text</extracomment>
        <translation>テキスト不一致</translation>
    </message>
    <message>
        <source>unresolved</source>
        <extracomment>how a cited range matched: it could not be placed in the text</extracomment>
        <translation>未解決</translation>
    </message>
</context>
<context>
    <name>HtmlWriter</name>
    <message>
        <source>Conversation %1</source>
        <translation>会話 %1</translation>
    </message>
    <message>
        <source>Conversation %1: %2</source>
        <translation>会話 %1: %2</translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation>（ロールなし）</translation>
    </message>
    <message>
        <source>Thought</source>
        <extracomment>HTML export: heading of a model&apos;s reasoning (&quot;thought&quot;) chunk</extracomment>
        <translation>思考</translation>
    </message>
    <message>
        <source>Transcript</source>
        <extracomment>HTML export: heading of a speech-to-text transcript chunk</extracomment>
        <translation>音声の書き起こし</translation>
    </message>
    <message>
        <source>image %1 %2×%3</source>
        <translation>画像 %1 %2×%3</translation>
    </message>
    <message>
        <source>image %1 that does not decode</source>
        <translation>デコードできない画像 %1</translation>
    </message>
    <message>
        <source>attachment %1, %2</source>
        <translation>添付ファイル %1、%2</translation>
    </message>
    <message>
        <source>file %1 %2</source>
        <translation>ファイル %1 %2</translation>
    </message>
    <message>
        <source>Tool call %1</source>
        <translation>ツール呼び出し %1</translation>
    </message>
    <message>
        <source>Tool response %1</source>
        <translation>ツールの応答 %1</translation>
    </message>
    <message>
        <source>Transfer to %1</source>
        <translation>%1 に引き継ぎ</translation>
    </message>
    <message>
        <source>Payload</source>
        <extracomment>HTML export: heading of a custom JSON payload chunk</extracomment>
        <translation>ペイロード</translation>
    </message>
    <message>
        <source>Updated variables</source>
        <translation>更新された変数</translation>
    </message>
    <message>
        <source>Default variables</source>
        <translation>既定の変数</translation>
    </message>
    <message>
        <source>Code (%1)</source>
        <extracomment>HTML export: heading of generated code; %1 the programming language</extracomment>
        <translation>コード（%1）</translation>
    </message>
    <message>
        <source>Code result (%1)</source>
        <extracomment>HTML export: heading of the output of executed code; %1 the outcome (e.g. OUTCOME_OK)</extracomment>
        <translation>コードの実行結果（%1）</translation>
    </message>
    <message>
        <source>Error %1</source>
        <translation>エラー %1</translation>
    </message>
    <message>
        <source>Unknown chunk kind %1</source>
        <translation>不明なチャンクの種類 %1</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>HTML export: heading of the numbered citation footnotes of a message</extracomment>
        <translation>出典</translation>
    </message>
    <message>
        <source>(the whole message)</source>
        <extracomment>HTML export: a citation that supports the whole message rather than a passage</extracomment>
        <translation>（メッセージ全体）</translation>
    </message>
    <message>
        <source>(citation could not be resolved)</source>
        <translation>（引用箇所を特定できませんでした）</translation>
    </message>
    <message>
        <source>Search queries</source>
        <extracomment>HTML export: heading of the web search queries the model ran</extracomment>
        <translation>検索クエリ</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>形式: %1</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <extracomment>HTML export: heading of the problems found while reading the file</extracomment>
        <translation>診断</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <extracomment>HTML export: %1 a problem found in the file, %2 where (a JSON path or line:column)</extracomment>
        <translation>%1（場所: %2）</translation>
    </message>
</context>
<context>
    <name>ImageCard</name>
    <message>
        <source>unknown type</source>
        <translation>不明な種類</translation>
    </message>
    <message>
        <source>Image could not be decoded (%1, %2)</source>
        <extracomment>placeholder for a broken image; %1 MIME type, %2 size of the data</extracomment>
        <translation>画像をデコードできませんでした（%1、%2）</translation>
    </message>
    <message>
        <source>%1, %2 × %3 px, %4</source>
        <extracomment>under an image thumbnail: %1 MIME type, %2 width, %3 height, %4 data size</extracomment>
        <translation>%1、%2 × %3 px、%4</translation>
    </message>
    <message>
        <source>Decoding…</source>
        <extracomment>placeholder while an image is being decoded</extracomment>
        <translation>デコード中…</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image — %1, %2 × %3</source>
        <extracomment>image viewer title: %1 MIME type, %2 width, %3 height in pixels</extracomment>
        <translation>画像 — %1、%2 × %3</translation>
    </message>
    <message>
        <source>Image</source>
        <extracomment>accessible name of the image viewer&apos;s scrollable image</extracomment>
        <translation>画像</translation>
    </message>
    <message>
        <source>The image at its full size; the arrow keys scroll it</source>
        <extracomment>accessible description of the image viewer&apos;s scrollable image</extracomment>
        <translation>原寸大の画像。矢印キーでスクロールします</translation>
    </message>
</context>
<context>
    <name>JsonCard</name>
    <message>
        <source>Unknown chunk kind %1</source>
        <extracomment>title of a card for a chunk the reader does not know; %1 its JSON key</extracomment>
        <translation>不明なチャンクの種類 %1</translation>
    </message>
</context>
<context>
    <name>JsonNode</name>
    <message>
        <source>The JSON is nested more than %1 levels deep</source>
        <translation>JSON の入れ子が %1 階層を超えています</translation>
    </message>
    <message>
        <source>Invalid JSON at %1:%2: %3</source>
        <extracomment>%1 line, %2 column, %3 the parser&apos;s explanation (English)</extracomment>
        <translation>%1:%2 の JSON が不正です: %3</translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <extracomment>summary of a JSON object in a tree: how many members it has</extracomment>
        <translation>
            <numerusform>{%n 個のキー}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <extracomment>summary of a JSON array in a tree: how many items it has</extracomment>
        <translation>
            <numerusform>[%n 個の要素]</numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>JSON value type</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <extracomment>JSON value type</extracomment>
        <translation>真偽値</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>JSON value type</extracomment>
        <translation>数値</translation>
    </message>
    <message>
        <source>string</source>
        <extracomment>JSON value type</extracomment>
        <translation>文字列</translation>
    </message>
    <message>
        <source>array</source>
        <extracomment>JSON value type</extracomment>
        <translation>配列</translation>
    </message>
    <message>
        <source>object</source>
        <extracomment>JSON value type</extracomment>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>column header: JSON member name</extracomment>
        <translation>キー</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>column header: JSON value</extracomment>
        <translation>値</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>column header: JSON value type</extracomment>
        <translation>型</translation>
    </message>
</context>
<context>
    <name>JsonTreeView</name>
    <message>
        <source>Copy Value</source>
        <extracomment>context menu of a JSON tree row: the value as plain text (a string without quotes)</extracomment>
        <translation>値をコピー</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <extracomment>context menu of a JSON tree row: the value (and everything below it) as pretty JSON</extracomment>
        <translation>JSON をコピー</translation>
    </message>
    <message>
        <source>Copy JSON Path</source>
        <extracomment>context menu of a JSON tree row: where the value is, e.g. turns[0].messages[1].text</extracomment>
        <translation>JSON パスをコピー</translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <source>System language</source>
        <extracomment>Language menu entry: follow the operating system&apos;s language</extracomment>
        <translation>システムの言語</translation>
    </message>
</context>
<context>
    <name>LinkedConversation</name>
    <message>
        <source>Conversation %1 is not in an open file.</source>
        <extracomment>status bar: the conversation an evaluation ran is in no open file; %1 its name</extracomment>
        <translation>会話 %1 は開いているファイルにありません。</translation>
    </message>
    <message>
        <source>Looking for conversation %1 in %2…</source>
        <extracomment>status bar: looking for the conversation an evaluation ran; %1 its name, %2 a folder</extracomment>
        <translation>%2 で会話 %1 を探しています…</translation>
    </message>
    <message>
        <source>Conversation %1 is neither open nor in a file in %2.</source>
        <extracomment>status bar: the conversation an evaluation ran is nowhere to be found; %1 its name, %2 the folder of the evaluation file</extracomment>
        <translation>会話 %1 は開いているファイルにも %2 のファイルにもありません。</translation>
    </message>
    <message>
        <source>Cannot open the linked conversation: %1</source>
        <extracomment>status bar: the file that should hold a linked conversation cannot be read; %1 why</extracomment>
        <translation>実行された会話を開けません: %1</translation>
    </message>
    <message>
        <source>%2 mentions %1 but holds no conversation of that name.</source>
        <extracomment>status bar: a file mentions the linked conversation but holds no conversation of that name; %1 the name, %2 the file</extracomment>
        <translation>%2 には %1 が出てきますが、その名前の会話はありません。</translation>
    </message>
    <message>
        <source>Conversation %1 of %2.</source>
        <extracomment>status bar: the conversation an evaluation ran is shown; %1 its name, %2 its file</extracomment>
        <translation>%2 の会話 %1。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Conversation Inspector</source>
        <extracomment>window title when no file is open</extracomment>
        <translation>Conversation Inspector</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>不明な形式</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>status bar: %1 format name such as &quot;ADK session&quot;, %2 framing such as json or jsonl</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n 件の会話</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>status bar: %1 &quot;N conversations&quot;, %2 &quot;N messages&quot; (of the open conversation)</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 件のメッセージ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — Conversation Inspector</source>
        <extracomment>window title: %1 file name</extracomment>
        <translation>%1 — Conversation Inspector</translation>
    </message>
    <message>
        <source>About Conversation Inspector</source>
        <translation>Conversation Inspector について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Conversation Inspector %1&lt;/h3&gt;&lt;p&gt;Inspects transcripts of conversational AI agents: messages, tool calls, grounding and traces.&lt;/p&gt;&lt;p&gt;License: GPL-2.0-or-later&lt;/p&gt;</source>
        <extracomment>about box text; %1 version number</extracomment>
        <translation>&lt;h3&gt;Conversation Inspector %1&lt;/h3&gt;&lt;p&gt;会話型 AI エージェントのトランスクリプト（メッセージ、ツール呼び出し、グラウンディング、トレース）を調べます。&lt;/p&gt;&lt;p&gt;ライセンス: GPL-2.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>menu</extracomment>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <extracomment>menu action: read the file again</extracomment>
        <translation>再読み込み(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>menu action</extracomment>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>menu</extracomment>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>menu: choose the user interface language</extracomment>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>menu</extracomment>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Conversation Inspector</source>
        <extracomment>menu action</extracomment>
        <translation>Conversation Inspector について(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>button in the status bar that stops loading a file, or counting find matches in it</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <extracomment>menu: moving between messages, conversations and places visited</extracomment>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>menu</extracomment>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Follow File</source>
        <extracomment>File menu: keep showing what another program appends to the file (like tail -f)</extracomment>
        <translation>ファイルを追跡(&amp;F)</translation>
    </message>
    <message>
        <source>Show records appended to the file as they arrive; reload it when it is replaced</source>
        <translation>ファイルに追記されたレコードを届きしだい表示し、ファイルが置き換えられたら読み直します</translation>
    </message>
    <message>
        <source>Stop loading the file (what was read stays shown)</source>
        <translation>ファイルの読み込みを中止します (読み込んだ分は表示されたままです)</translation>
    </message>
    <message>
        <source>Stop counting the matches in the whole file</source>
        <translation>ファイル全体での一致件数の集計を中止します</translation>
    </message>
    <message>
        <source>Show &amp;Uncited Sentences</source>
        <extracomment>View menu: mark the sentences of grounded answers that no citation supports</extracomment>
        <translation>引用のない文を表示(&amp;U)</translation>
    </message>
    <message>
        <source>Marks each sentence of a grounded answer that has no cited source</source>
        <extracomment>tooltip of View &gt; Show Uncited Sentences</extracomment>
        <translation>根拠付き回答のうち、引用元のない文に印を付けます</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <extracomment>Help menu: the list of every keyboard shortcut</extracomment>
        <translation>キーボード ショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>File menu: close the file shown</extracomment>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Built on Qt %1 (LGPL-3.0), nlohmann/json (MIT), simdjson (Apache-2.0), mimalloc (MIT) and QtKeychain (BSD-3-Clause).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1（LGPL-3.0）、nlohmann/json（MIT）、simdjson（Apache-2.0）、mimalloc（MIT）、QtKeychain（BSD-3-Clause）を使用しています。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MarkdownBrowser</name>
    <message>
        <source>[image: %1]</source>
        <extracomment>replaces an image in Markdown text, which is never loaded; %1 is its title or address</extracomment>
        <translation>[画像: %1]</translation>
    </message>
</context>
<context>
    <name>MarkdownWriter</name>
    <message>
        <source>Transcript</source>
        <translation>トランスクリプト</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>形式: %1</translation>
    </message>
    <message>
        <source>Conversation %1</source>
        <translation>会話 %1</translation>
    </message>
    <message>
        <source>Conversation %1: %2</source>
        <translation>会話 %1: %2</translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation>（ロールなし）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Thought</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Transcript:</source>
        <translation>音声の書き起こし:</translation>
    </message>
    <message>
        <source>image %1 %2×%3</source>
        <translation>画像 %1 %2×%3</translation>
    </message>
    <message>
        <source>image %1 that does not decode</source>
        <translation>デコードできない画像 %1</translation>
    </message>
    <message>
        <source>attachment %1, %2</source>
        <translation>添付ファイル %1、%2</translation>
    </message>
    <message>
        <source>file %1 %2</source>
        <translation>ファイル %1 %2</translation>
    </message>
    <message>
        <source>Tool call %1</source>
        <translation>ツール呼び出し %1</translation>
    </message>
    <message>
        <source>Tool response %1</source>
        <translation>ツールの応答 %1</translation>
    </message>
    <message>
        <source>Transfer to %1</source>
        <translation>%1 に引き継ぎ</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>ペイロード</translation>
    </message>
    <message>
        <source>Updated variables</source>
        <translation>更新された変数</translation>
    </message>
    <message>
        <source>Default variables</source>
        <translation>既定の変数</translation>
    </message>
    <message>
        <source>Error %1</source>
        <translation>エラー %1</translation>
    </message>
    <message>
        <source>Unknown chunk kind %1</source>
        <translation>不明なチャンクの種類 %1</translation>
    </message>
    <message>
        <source>(citation could not be resolved)</source>
        <translation>（引用箇所を特定できませんでした）</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>出典: %1</translation>
    </message>
</context>
<context>
    <name>McpCommand</name>
    <message>
        <source>[%1 %2, %3 bytes of base64]</source>
        <extracomment>mcp call output for a binary content block: %1 image/audio, %2 MIME type, %3 size</extracomment>
        <translation>[%1 %2、base64 で %3 バイト]</translation>
    </message>
    <message>
        <source>[link %1]</source>
        <translation>[リンク %1]</translation>
    </message>
    <message>
        <source>[resource %1]</source>
        <translation>[リソース %1]</translation>
    </message>
    <message>
        <source>The MCP endpoint (https, or http to localhost).</source>
        <translation>MCP エンドポイント（https、または localhost への http）</translation>
    </message>
    <message>
        <source>An extra HTTP header; repeatable. Never a token.</source>
        <translation>追加の HTTP ヘッダー（複数指定可）。トークンは指定しないでください。</translation>
    </message>
    <message>
        <source>&apos;Name: value&apos;</source>
        <comment>value placeholder of --header</comment>
        <translation>&apos;名前: 値&apos;</translation>
    </message>
    <message>
        <source>A command that prints an access token, run without a shell, e.g. &quot;gcloud auth print-access-token&quot;. Without it the CONVERSATION_INSPECTOR_TOKEN environment variable is used when set.</source>
        <translation>アクセストークンを出力するコマンド。シェルを介さずに実行します（例: &quot;gcloud auth print-access-token&quot;）。指定しない場合は、環境変数 CONVERSATION_INSPECTOR_TOKEN が設定されていればそれを使います。</translation>
    </message>
    <message>
        <source>command</source>
        <comment>value placeholder of --token-command</comment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>The quota project (sent as x-goog-user-project).</source>
        <translation>割り当てプロジェクト（x-goog-user-project として送信）</translation>
    </message>
    <message>
        <source>The MCP protocol era: auto (probe 2026-07-28, fall back to 2025), modern or legacy.</source>
        <translation>MCP プロトコルの世代: auto（2026-07-28 を試し、非対応なら 2025 に戻す）、modern、legacy のいずれか</translation>
    </message>
    <message>
        <source>era</source>
        <comment>value placeholder of --era</comment>
        <translation>世代</translation>
    </message>
    <message>
        <source>Seconds to wait for an answer or a progress report (default 60).</source>
        <translation>応答または進捗報告を待つ秒数（既定は 60）</translation>
    </message>
    <message>
        <source>seconds</source>
        <comment>value placeholder of --timeout</comment>
        <translation>秒数</translation>
    </message>
    <message>
        <source>The largest response accepted (default 33554432).</source>
        <translation>受け付ける応答の最大サイズ（既定は 33554432）</translation>
    </message>
    <message>
        <source>bytes</source>
        <comment>value placeholder of --max-response-bytes</comment>
        <translation>バイト数</translation>
    </message>
    <message>
        <source>--endpoint is required</source>
        <translation>--endpoint を指定してください</translation>
    </message>
    <message>
        <source>unknown --era &quot;%1&quot; (use auto, modern or legacy)</source>
        <translation>不明な --era「%1」です（auto、modern、legacy のいずれかを指定してください）</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds</source>
        <translation>--timeout には秒数を指定してください</translation>
    </message>
    <message>
        <source>--max-response-bytes needs a number of bytes (at least 1024)</source>
        <translation>--max-response-bytes にはバイト数（1024 以上）を指定してください</translation>
    </message>
    <message>
        <source>--header needs &apos;Name: value&apos;, not &quot;%1&quot;</source>
        <translation>--header は &apos;名前: 値&apos; の形式で指定してください（「%1」は不正です）</translation>
    </message>
    <message>
        <source>credentials are never given on the command line: use --token-command or the CONVERSATION_INSPECTOR_TOKEN environment variable</source>
        <translation>認証情報はコマンドラインでは指定できません。--token-command または環境変数 CONVERSATION_INSPECTOR_TOKEN を使ってください</translation>
    </message>
    <message>
        <source>--token-command names no program, or a quote is not closed</source>
        <translation>--token-command にプログラムが指定されていないか、引用符が閉じられていません</translation>
    </message>
    <message>
        <source>conversation-inspector: %1</source>
        <translation>conversation-inspector: %1</translation>
    </message>
    <message>
        <source>Speaks to an MCP server over Streamable HTTP: lists its tools or calls one.</source>
        <translation>Streamable HTTP で MCP サーバーと通信し、ツールの一覧を表示したり、ツールを呼び出したりします。</translation>
    </message>
    <message>
        <source>Print the raw JSON result.</source>
        <translation>結果の JSON をそのまま出力します。</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>list-tools, or call TOOL [ARGS_JSON] (a JSON object, default {}).</source>
        <translation>list-tools、または call TOOL [ARGS_JSON]（ARGS_JSON は JSON オブジェクト、既定は {}）</translation>
    </message>
    <message>
        <source>say list-tools or call TOOL [ARGS_JSON]</source>
        <translation>list-tools または call TOOL [ARGS_JSON] を指定してください</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>%1 の引数の数が正しくありません</translation>
    </message>
    <message>
        <source>ARGS_JSON must be a JSON object</source>
        <translation>ARGS_JSON は JSON オブジェクトでなければなりません</translation>
    </message>
</context>
<context>
    <name>McpError</name>
    <message>
        <source>No MCP connection is configured.</source>
        <translation>MCP 接続が設定されていません。</translation>
    </message>
    <message>
        <source>A question is already being answered.</source>
        <translation>別の質問に回答中です。</translation>
    </message>
    <message>
        <source>The question cannot be sent: %1.</source>
        <translation>質問を送信できません: %1。</translation>
    </message>
    <message>
        <source>The tool answered without an AnswerQueryResponse (no structured content and no JSON text).</source>
        <translation>ツールが AnswerQueryResponse を含まない応答を返しました（構造化コンテンツも JSON テキストもありません）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL.</source>
        <translation>「%1」は http または https の URL ではありません。</translation>
    </message>
    <message>
        <source>Refusing to send a request to %1 over plain HTTP: use https (plain http is allowed only for localhost).</source>
        <translation>%1 へのリクエストを平文の HTTP で送信することは拒否しました。https を使ってください（平文の http は localhost に対してのみ使用できます）。</translation>
    </message>
    <message>
        <source>The tool arguments must be a JSON object.</source>
        <translation>ツールの引数は JSON オブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Could not reach %1.</source>
        <translation>%1 に接続できませんでした。</translation>
    </message>
    <message>
        <source>The server did not answer the protocol probe in time.</source>
        <translation>サーバーがプロトコルの確認に時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The response is larger than the limit of %1 bytes; the call was stopped.</source>
        <translation>応答が上限の %1 バイトを超えたため、呼び出しを中止しました。</translation>
    </message>
    <message>
        <source>The server refused to initialize: JSON-RPC error %1: %2</source>
        <translation>サーバーが初期化を拒否しました: JSON-RPC エラー %1: %2</translation>
    </message>
    <message>
        <source>The server offers protocol version &quot;%1&quot;, which this client does not speak.</source>
        <translation>サーバーが提示したプロトコルバージョン「%1」に、このクライアントは対応していません。</translation>
    </message>
    <message>
        <source>The server answered with JSON-RPC error %1: %2</source>
        <translation>サーバーが JSON-RPC エラー %1 を返しました: %2</translation>
    </message>
    <message>
        <source>The tool list could not be read.</source>
        <translation>ツールの一覧を読み取れませんでした。</translation>
    </message>
    <message>
        <source>The tool %1 asks for more input (resultType input_required), which this client does not support.</source>
        <translation>ツール %1 が追加の入力を求めています（resultType input_required）が、このクライアントはこれに対応していません。</translation>
    </message>
    <message>
        <source>The tool %1 reported an error.</source>
        <translation>ツール %1 がエラーを報告しました。</translation>
    </message>
    <message>
        <source>No response within %1 s (the timeout restarts on each progress report).</source>
        <translation>%1 秒以内に応答がありませんでした（タイムアウトは進捗報告のたびにリセットされます）。</translation>
    </message>
    <message>
        <source>The server sent malformed JSON.</source>
        <translation>サーバーが不正な形式の JSON を送信しました。</translation>
    </message>
    <message>
        <source>The event stream was cut in the middle of an event, before the response.</source>
        <translation>応答の前に、イベントストリームがイベントの途中で切断されました。</translation>
    </message>
    <message>
        <source>The event stream ended before the response arrived.</source>
        <translation>応答が届く前にイベントストリームが終了しました。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 without a JSON-RPC response.</source>
        <translation>サーバーが JSON-RPC の応答なしで HTTP %1 を返しました。</translation>
    </message>
    <message>
        <source>The server refused the credentials (HTTP 401). Check the token or the token command.</source>
        <translation>サーバーが認証情報を拒否しました（HTTP 401）。トークンまたはトークンコマンドを確認してください。</translation>
    </message>
    <message>
        <source>Permission denied (HTTP 403): the account lacks access to this resource, or the quota project (x-goog-user-project) is missing.</source>
        <translation>権限がありません（HTTP 403）: アカウントにこのリソースへのアクセス権がないか、割り当てプロジェクト（x-goog-user-project）が指定されていません。</translation>
    </message>
    <message>
        <source>The server does not support the protocol version this client sent (it supports: %1).</source>
        <translation>サーバーは、このクライアントが送信したプロトコルバージョンに対応していません（対応バージョン: %1）。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>サーバーが HTTP %1 を返しました。</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; did not finish within %2 s.</source>
        <translation>トークンコマンド「%1」が %2 秒以内に終了しませんでした。</translation>
    </message>
    <message>
        <source>The token could not be saved in the keychain; it is used for this session only.</source>
        <translation>トークンをキーチェーンに保存できませんでした。このセッションでのみ使用します。</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set.</source>
        <translation>環境変数 %1 が設定されていません。</translation>
    </message>
    <message>
        <source>No token was pasted.</source>
        <translation>トークンが貼り付けられていません。</translation>
    </message>
    <message>
        <source>No token is stored in the keychain.</source>
        <translation>キーチェーンにトークンが保存されていません。</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; could not be started.</source>
        <translation>トークンコマンド「%1」を開始できませんでした。</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; failed (exit code %2).</source>
        <translation>トークンコマンド「%1」が失敗しました（終了コード %2）。</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; printed no token.</source>
        <translation>トークンコマンド「%1」がトークンを出力しませんでした。</translation>
    </message>
    <message>
        <source>The tool list is larger than the limit of %1 bytes over its pages; listing stopped.</source>
        <translation>ツールの一覧が複数ページの合計で上限の %1 バイトを超えたため、取得を中止しました。</translation>
    </message>
    <message>
        <source>No complete response within %1 s, the limit for one request even with progress reports.</source>
        <translation>%1 秒以内に応答が完了しませんでした（進捗の報告があっても 1 回のリクエストにかけられる上限です）。</translation>
    </message>
    <message>
        <source>No ADK server is configured.</source>
        <translation>ADK サーバーが設定されていません。</translation>
    </message>
    <message>
        <source>The agent reported an error: %1</source>
        <translation>エージェントがエラーを報告しました: %1</translation>
    </message>
    <message>
        <source>An event of the stream is not a JSON object.</source>
        <translation>ストリームのイベントが JSON オブジェクトではありません。</translation>
    </message>
    <message>
        <source>The server refused the credentials (HTTP %1).</source>
        <translation>サーバーが認証情報を拒否しました (HTTP %1)。</translation>
    </message>
    <message>
        <source>No response within %1 s.</source>
        <translation>%1 秒以内に応答がありませんでした。</translation>
    </message>
    <message>
        <source>The stream from %1 was cut before the run ended.</source>
        <translation>実行が終わる前に %1 からのストリームが切断されました。</translation>
    </message>
    <message>
        <source>The server did not answer with an event stream.</source>
        <translation>サーバーがイベントストリームで応答しませんでした。</translation>
    </message>
    <message>
        <source>The stream ended in the middle of an event.</source>
        <translation>イベントの途中でストリームが終わりました。</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not the JSON expected.</source>
        <translation>サーバーの応答が想定した JSON ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a reasoning engine name (projects/PROJECT/locations/LOCATION/reasoningEngines/ID).</source>
        <translation>「%1」は推論エンジンの名前ではありません（projects/PROJECT/locations/LOCATION/reasoningEngines/ID）。</translation>
    </message>
    <message>
        <source>No reasoning engine is configured.</source>
        <translation>推論エンジンが設定されていません。</translation>
    </message>
    <message>
        <source>The operation %1 was not done after %2 polls; gave up.</source>
        <translation>操作 %1 は %2 回問い合わせても完了しなかったため、中止しました。</translation>
    </message>
    <message>
        <source>The operation failed (code %1).</source>
        <translation>操作が失敗しました（コード %1）。</translation>
    </message>
    <message>
        <source>Not found (HTTP 404): the engine or session does not exist, or is not visible to this account.</source>
        <translation>見つかりません（HTTP 404）: エンジンまたはセッションが存在しないか、このアカウントからは見えません。</translation>
    </message>
    <message>
        <source>“%1” is not a session name (projects/…/locations/…/apps/…/sessions/…).</source>
        <translation>「%1」はセッション名ではありません（projects/…/locations/…/apps/…/sessions/…）。</translation>
    </message>
    <message>
        <source>The stream ended before the answer was complete: its JSON array was not closed (responses received: %1).</source>
        <translation>応答が完了する前にストリームが終了しました。JSON 配列が閉じられていません（受信した応答: %1）。</translation>
    </message>
    <message>
        <source>The answer is not a JSON array of responses (at byte %1).</source>
        <translation>応答が応答の JSON 配列ではありません（%1 バイト目）。</translation>
    </message>
    <message>
        <source>An output is larger than the limit of %1 bytes; the run was stopped.</source>
        <translation>出力が上限の %1 バイトを超えたため、実行を停止しました。</translation>
    </message>
    <message>
        <source>A response of the run is not a JSON object.</source>
        <translation>実行の応答が JSON オブジェクトではありません。</translation>
    </message>
    <message>
        <source>The server stopped the run with error %1.</source>
        <translation>サーバーがエラー %1 で実行を停止しました。</translation>
    </message>
    <message>
        <source>“outputs” of a response is not a list.</source>
        <translation>応答の「outputs」がリストではありません。</translation>
    </message>
    <message>
        <source>An output of the run is not a JSON object.</source>
        <translation>実行の出力が JSON オブジェクトではありません。</translation>
    </message>
    <message>
        <source>The server refused the token from %2 (HTTP %1): it is missing, expired or not valid.</source>
        <translation>サーバーが %2 のトークンを拒否しました（HTTP %1）。トークンがないか、期限切れか、無効です。</translation>
    </message>
    <message>
        <source>The server refused the token it was given (HTTP %1).</source>
        <translation>サーバーが渡されたトークンを拒否しました（HTTP %1）。</translation>
    </message>
    <message>
        <source>The server refused the request (HTTP %1): no token was sent.</source>
        <translation>サーバーがリクエストを拒否しました（HTTP %1）。トークンが送信されていません。</translation>
    </message>
    <message>
        <source>The account of the token from %2 may not use this app (HTTP %1).</source>
        <translation>%2 のトークンのアカウントはこのアプリを使用できません（HTTP %1）。</translation>
    </message>
    <message>
        <source>The server refused access to this app (HTTP %1).</source>
        <translation>サーバーがこのアプリへのアクセスを拒否しました（HTTP %1）。</translation>
    </message>
    <message>
        <source>Not found (HTTP 404): the app of session %1 does not exist, or is not visible to this account.</source>
        <translation>見つかりません（HTTP 404）。セッション %1 のアプリが存在しないか、このアカウントからは見えません。</translation>
    </message>
    <message>
        <source>Too many requests (HTTP 429): a quota is used up; try again later.</source>
        <translation>リクエストが多すぎます（HTTP 429）。割り当てを使い切りました。しばらくしてからやり直してください。</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1); try again later.</source>
        <translation>サーバーでエラーが発生しました（HTTP %1）。しばらくしてからやり直してください。</translation>
    </message>
</context>
<context>
    <name>McpLogRecord</name>
    <message>
        <source>(The body, %1, was dropped to keep the protocol log small.)</source>
        <extracomment>protocol log: the body of an old request or response was removed from memory; %1 its size (&quot;1.5 MB&quot;)</extracomment>
        <translation>（プロトコルログを小さく保つため、本文 %1 を破棄しました）</translation>
    </message>
</context>
<context>
    <name>McpToolForm</name>
    <message>
        <source>The tool describes no arguments; enter them as a JSON object.</source>
        <extracomment>tool form: the tool&apos;s input schema names no properties</extracomment>
        <translation>このツールには引数の説明がありません。引数を JSON オブジェクトとして入力してください。</translation>
    </message>
    <message>
        <source>%1 *</source>
        <extracomment>tool form: label of a required argument; %1 its name</extracomment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Choose a tool to see its arguments.</source>
        <extracomment>tool form before a tool is chosen</extracomment>
        <translation>ツールを選択すると、その引数が表示されます。</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未設定）</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <extracomment>tool form: a number below the schema minimum; %1 the minimum</extracomment>
        <translation>%1 以上でなければなりません</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <extracomment>tool form: a number above the schema maximum; %1 the maximum</extracomment>
        <translation>%1 以下でなければなりません</translation>
    </message>
    <message>
        <source>must be more than %1</source>
        <extracomment>tool form: %1 the exclusive minimum</extracomment>
        <translation>%1 より大きくなければなりません</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <extracomment>tool form: %1 the exclusive maximum</extracomment>
        <translation>%1 より小さくなければなりません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>tool form problem list: %1 the argument (e.g. options.limit), %2 what is wrong</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <extracomment>tool form: the text of an integer field is not a whole number</extracomment>
        <translation>整数ではありません</translation>
    </message>
    <message>
        <source>is not a number</source>
        <extracomment>tool form: the text of a number field is not a number</extracomment>
        <translation>数値ではありません</translation>
    </message>
    <message>
        <source>is not valid JSON (%1)</source>
        <extracomment>tool form: the JSON editor holds invalid JSON; %1 the parser&apos;s reason</extracomment>
        <translation>有効な JSON ではありません（%1）</translation>
    </message>
    <message>
        <source>more than one value</source>
        <translation>複数の値があります</translation>
    </message>
    <message>
        <source>must be a JSON array</source>
        <extracomment>tool form: the JSON editor must hold a JSON array [...]</extracomment>
        <translation>JSON 配列でなければなりません</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <extracomment>tool form: the JSON editor must hold a JSON object {...}</extracomment>
        <translation>JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>is required</source>
        <extracomment>tool form: a required argument was left empty</extracomment>
        <translation>必須です</translation>
    </message>
    <message numerus="yes">
        <source>%n more argument(s), not shown as fields: enter them here as a JSON object.</source>
        <extracomment>tool form: the schema has more arguments than the form shows as fields; %n how many</extracomment>
        <translation>
            <numerusform>項目として表示していない引数があと %n 個あります。ここに JSON オブジェクトとして入力してください</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageAccessibility</name>
    <message>
        <source>Open image</source>
        <translation>画像を開く</translation>
    </message>
</context>
<context>
    <name>MessageFilterBar</name>
    <message>
        <source>Message %1 is hidden by the filter.</source>
        <extracomment>filter bar notice after a jump to a message the filter hides; %1 its number (1-based)</extracomment>
        <translation>メッセージ %1 はフィルターで非表示になっています。</translation>
    </message>
    <message>
        <source>Who</source>
        <extracomment>filter bar drop-down: filter by message role and author</extracomment>
        <translation>発信者</translation>
    </message>
    <message>
        <source>Who (%1)</source>
        <extracomment>filter bar drop-down with %1 roles or authors chosen</extracomment>
        <translation>発信者（%1）</translation>
    </message>
    <message>
        <source>Kinds</source>
        <extracomment>filter bar drop-down: filter by chunk kind (text, tool call, ...)</extracomment>
        <translation>種類</translation>
    </message>
    <message>
        <source>Kinds (%1)</source>
        <extracomment>filter bar drop-down with %1 chunk kinds chosen</extracomment>
        <translation>種類（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln message(s)</source>
        <extracomment>filter bar: %1 messages shown of %Ln in the conversation, e.g. &quot;1,204 of 100,000 messages&quot;</extracomment>
        <translation>
            <numerusform>%Ln 件中 %1 件のメッセージ</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the messages of these roles or authors</source>
        <extracomment>tooltip of the filter bar&apos;s Who drop-down</extracomment>
        <translation>これらのロールまたは作成者のメッセージを表示します</translation>
    </message>
    <message>
        <source>Show the messages with chunks of these kinds</source>
        <extracomment>tooltip of the filter bar&apos;s Kinds drop-down</extracomment>
        <translation>これらの種類のチャンクを含むメッセージを表示します</translation>
    </message>
    <message>
        <source>Tool name</source>
        <extracomment>placeholder of the filter bar field that filters by tool name</extracomment>
        <translation>ツール名</translation>
    </message>
    <message>
        <source>Citations</source>
        <extracomment>filter bar toggle: only messages with cited text (grounding)</extracomment>
        <translation>引用</translation>
    </message>
    <message>
        <source>Show only messages with citations</source>
        <translation>引用のあるメッセージだけを表示します</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>filter bar toggle: only messages with errors, warnings or failed tools</extracomment>
        <translation>問題</translation>
    </message>
    <message>
        <source>Show only messages with errors or warnings</source>
        <translation>エラーまたは警告のあるメッセージだけを表示します</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>filter bar drop-down: time range of the messages</extracomment>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Show the messages of a time range</source>
        <translation>指定した時間帯のメッセージを表示します</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>filter bar time range: start (inclusive)</extracomment>
        <translation>開始</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>filter bar time range: end (exclusive)</extracomment>
        <translation>終了</translation>
    </message>
    <message>
        <source>Only matching</source>
        <extracomment>filter bar toggle: only messages that match the find query</extracomment>
        <translation>一致のみ</translation>
    </message>
    <message>
        <source>Show only the messages that match the find query (Ctrl+F)</source>
        <translation>検索（Ctrl+F）に一致するメッセージだけを表示します</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>filter bar button: remove every filter criterion</extracomment>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Show anyway</source>
        <extracomment>filter bar notice button: clear the filter and go to the hidden message</extracomment>
        <translation>それでも表示</translation>
    </message>
    <message>
        <source>Roles</source>
        <extracomment>section of the filter bar&apos;s Who menu: message roles (user, agent, tool, ...)</extracomment>
        <translation>ロール</translation>
    </message>
    <message>
        <source>Authors</source>
        <extracomment>section of the filter bar&apos;s Who menu: the agents or users that wrote messages</extracomment>
        <translation>作成者</translation>
    </message>
    <message>
        <source>No authors</source>
        <extracomment>Who menu of the filter bar when the messages name no author</extracomment>
        <translation>作成者なし</translation>
    </message>
    <message>
        <source>Show only the messages sent at or after this time</source>
        <translation>この時刻以降に送信されたメッセージだけを表示します</translation>
    </message>
    <message>
        <source>Show only the messages sent before this time</source>
        <translation>この時刻より前に送信されたメッセージだけを表示します</translation>
    </message>
    <message>
        <source>Remove every filter criterion and show all the messages</source>
        <translation>すべての絞り込み条件を解除し、すべてのメッセージを表示します</translation>
    </message>
    <message>
        <source>Clear the filter and go to the hidden message</source>
        <translation>フィルターを解除して、非表示のメッセージに移動します</translation>
    </message>
</context>
<context>
    <name>MessageListAccessible</name>
    <message>
        <source>Messages</source>
        <extracomment>accessible name of the list of messages in the centre</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>The messages of the conversation; the arrow keys select a message, Tab moves through its links, citations and actions, Enter runs the focused one</source>
        <extracomment>accessible description of the list of messages in the centre</extracomment>
        <translation>会話のメッセージ。矢印キーでメッセージを選び、Tab キーでリンク・引用・操作の間を移動し、Enter キーでフォーカスのある項目を実行します</translation>
    </message>
</context>
<context>
    <name>MessageListModel</name>
    <message>
        <source>User</source>
        <extracomment>message role: the human user</extracomment>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Agent</source>
        <extracomment>message role: the AI agent</extracomment>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Model</source>
        <extracomment>message role: the language model</extracomment>
        <translation>モデル</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>message role: system instructions</extracomment>
        <translation>システム</translation>
    </message>
    <message>
        <source>Tool</source>
        <extracomment>message role: a tool&apos;s output</extracomment>
        <translation>ツール</translation>
    </message>
    <message>
        <source>(no role)</source>
        <extracomment>message role missing in the source</extracomment>
        <translation>（ロールなし）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>message list line: %1 role, %2 time</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>message list line: %1 role, %2 author, %3 time</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>MessageProperties</name>
    <message>
        <source>Id</source>
        <extracomment>details pane property: the message or event id</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Author</source>
        <extracomment>details pane property: who wrote the message (user or agent name)</extracomment>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Role</source>
        <extracomment>details pane property: the role in the source (user, model, agent...)</extracomment>
        <translation>ロール</translation>
    </message>
    <message>
        <source>Invocation</source>
        <extracomment>details pane property: the ADK invocation id</extracomment>
        <translation>呼び出し</translation>
    </message>
    <message>
        <source>Branch</source>
        <extracomment>details pane property: the dotted agent path of the event</extracomment>
        <translation>ブランチ</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>details pane property: the time of the message</extracomment>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Candidate</source>
        <extracomment>details pane property: the Gemini candidate index</extracomment>
        <translation>候補</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <extracomment>details pane property: why the model stopped generating</extracomment>
        <translation>終了理由</translation>
    </message>
    <message>
        <source>Model</source>
        <extracomment>details pane property: the model that produced the response</extracomment>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Flags</source>
        <extracomment>details pane property: streaming flags of the event (partial, turnComplete, interrupted)</extracomment>
        <translation>フラグ</translation>
    </message>
    <message>
        <source>Merged fragments</source>
        <extracomment>details pane property: how many streamed fragments were joined into this event</extracomment>
        <translation>結合した断片</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <extracomment>details pane property: token counts of the event</extracomment>
        <translation>プロンプトのトークン数</translation>
    </message>
    <message>
        <source>Response tokens</source>
        <extracomment>details pane property: tokens the model generated</extracomment>
        <translation>応答のトークン数</translation>
    </message>
    <message>
        <source>Thought tokens</source>
        <extracomment>details pane property: reasoning tokens</extracomment>
        <translation>思考のトークン数</translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <extracomment>details pane property: tokens served from the context cache</extracomment>
        <translation>キャッシュされたトークン数</translation>
    </message>
    <message>
        <source>Tool use prompt tokens</source>
        <extracomment>details pane property: tokens of tool-use prompts</extracomment>
        <translation>ツール使用プロンプトのトークン数</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <extracomment>details pane property: all tokens of the event</extracomment>
        <translation>合計トークン数</translation>
    </message>
    <message>
        <source>Long-running calls</source>
        <extracomment>details pane property: ids of tool calls that may finish later</extracomment>
        <translation>長時間実行の呼び出し</translation>
    </message>
    <message>
        <source>Transfer to agent</source>
        <extracomment>details pane property: the agent the event hands over to</extracomment>
        <translation>転送先エージェント</translation>
    </message>
    <message>
        <source>Escalate</source>
        <extracomment>details pane property: the event escalates to the parent agent; value &quot;yes&quot;</extracomment>
        <translation>エスカレーション</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>Skip summarization</source>
        <extracomment>details pane property: the tool result is not summarised; value &quot;yes&quot;</extracomment>
        <translation>要約をスキップ</translation>
    </message>
    <message>
        <source>State delta</source>
        <extracomment>details pane property: the state keys the event set (JSON)</extracomment>
        <translation>状態の変更</translation>
    </message>
    <message>
        <source>Artifact delta</source>
        <extracomment>details pane property: the artifacts the event saved (JSON: file → version)</extracomment>
        <translation>アーティファクトの変更</translation>
    </message>
    <message>
        <source>Requested auth</source>
        <extracomment>details pane property: credentials the event asked for (JSON)</extracomment>
        <translation>要求された認証</translation>
    </message>
    <message>
        <source>Other actions</source>
        <extracomment>details pane property: other actions of the event (JSON)</extracomment>
        <translation>その他のアクション</translation>
    </message>
    <message>
        <source>Custom metadata</source>
        <extracomment>details pane property: free-form metadata of the event (JSON)</extracomment>
        <translation>カスタムメタデータ</translation>
    </message>
    <message>
        <source>blocked</source>
        <extracomment>details pane: a safety rating that blocked the content</extracomment>
        <translation>ブロック済み</translation>
    </message>
    <message>
        <source>Safety: %1</source>
        <extracomment>details pane property: a safety rating; %1 the harm category</extracomment>
        <translation>安全性: %1</translation>
    </message>
    <message>
        <source>Prompt tokens (all events)</source>
        <extracomment>details pane property: prompt tokens summed over all events of the session</extracomment>
        <translation>プロンプトのトークン数（全イベント）</translation>
    </message>
    <message>
        <source>Response tokens (all events)</source>
        <extracomment>details pane property: generated tokens summed over all events of the session</extracomment>
        <translation>応答のトークン数（全イベント）</translation>
    </message>
    <message>
        <source>Thought tokens (all events)</source>
        <extracomment>details pane property: reasoning tokens summed over all events of the session</extracomment>
        <translation>思考のトークン数（全イベント）</translation>
    </message>
    <message>
        <source>Total tokens (all events)</source>
        <extracomment>details pane property: total tokens summed over all events of the session</extracomment>
        <translation>合計トークン数（全イベント）</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>Filter Bar</source>
        <extracomment>View menu: show or hide the message filter bar</extracomment>
        <translation>フィルターバー</translation>
    </message>
    <message>
        <source>Filter Messages…</source>
        <extracomment>View menu: show the message filter bar and put the keyboard focus in it</extracomment>
        <translation>メッセージを絞り込む…</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>(no content)</source>
        <extracomment>shown for a message that has no content chunks</extracomment>
        <translation>（内容なし）</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn number of a message</extracomment>
        <translation>ターン %1</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <extracomment>badge on a message with diagnostics</extracomment>
        <translation>
            <numerusform>⚠ 問題 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is not included in this file: %1</source>
        <translation>このファイルには回答が含まれていません: %1</translation>
    </message>
</context>
<context>
    <name>MessageZoom</name>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>View menu: larger message text</extracomment>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>View menu: smaller message text</extracomment>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <extracomment>View menu: message text at its normal size (100 %)</extracomment>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>Message text at its normal size</source>
        <translation>メッセージの文字を標準のサイズで表示します</translation>
    </message>
</context>
<context>
    <name>MetricRowsModel</name>
    <message>
        <source>no score</source>
        <extracomment>evaluation pane: a metric the file gives no score for (not 0)</extracomment>
        <translation>スコアなし</translation>
    </message>
    <message>
        <source>Metric</source>
        <extracomment>evaluation pane column: the metric or expectation</extracomment>
        <translation>指標</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>evaluation pane column</extracomment>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>evaluation pane column: the score a metric must reach to pass</extracomment>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>evaluation pane column: the verdict the file recorded</extracomment>
        <translation>判定</translation>
    </message>
    <message>
        <source>Explanation</source>
        <extracomment>evaluation pane column: the evaluator&apos;s reasons (rubrics, hallucination)</extracomment>
        <translation>説明</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>evaluation pane: a metric or expectation of one turn; %1 the turn, %2 the metric</extracomment>
        <translation>ターン %1: %2</translation>
    </message>
</context>
<context>
    <name>NavigationActions</name>
    <message>
        <source>&amp;Back</source>
        <extracomment>Go menu: return to where you were before a jump</extracomment>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <extracomment>Go menu: redo a jump undone with Back</extracomment>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Next Message</source>
        <extracomment>Go menu</extracomment>
        <translation>次のメッセージ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Message</source>
        <extracomment>Go menu</extracomment>
        <translation>前のメッセージ(&amp;P)</translation>
    </message>
    <message>
        <source>Next &amp;Conversation</source>
        <extracomment>Go menu</extracomment>
        <translation>次の会話(&amp;C)</translation>
    </message>
    <message>
        <source>Previous C&amp;onversation</source>
        <extracomment>Go menu</extracomment>
        <translation>前の会話(&amp;O)</translation>
    </message>
    <message>
        <source>Next T&amp;urn</source>
        <extracomment>Go menu: select the first message of the next turn (query and answer)</extracomment>
        <translation>次のターン(&amp;U)</translation>
    </message>
    <message>
        <source>Previous Tu&amp;rn</source>
        <extracomment>Go menu: select the first message of the previous turn</extracomment>
        <translation>前のターン(&amp;R)</translation>
    </message>
    <message>
        <source>Next C&amp;itation</source>
        <extracomment>Go menu: select the next cited sentence and show its sources</extracomment>
        <translation>次の引用(&amp;I)</translation>
    </message>
    <message>
        <source>Previous Ci&amp;tation</source>
        <extracomment>Go menu: select the previous cited sentence and show its sources</extracomment>
        <translation>前の引用(&amp;T)</translation>
    </message>
    <message>
        <source>No further citation in this conversation</source>
        <translation>この会話にはこれより後の引用がありません</translation>
    </message>
    <message>
        <source>No earlier citation in this conversation</source>
        <translation>この会話にはこれより前の引用がありません</translation>
    </message>
    <message>
        <source>Next &amp;Uncited Sentence</source>
        <extracomment>Go menu: select the next sentence of a grounded answer that no citation supports</extracomment>
        <translation>次の引用のない文(&amp;U)</translation>
    </message>
    <message>
        <source>Previous Unc&amp;ited Sentence</source>
        <extracomment>Go menu: select the previous sentence of a grounded answer that no citation supports</extracomment>
        <translation>前の引用のない文(&amp;I)</translation>
    </message>
    <message>
        <source>No further uncited sentence in this conversation</source>
        <translation>この会話には、これ以降に引用のない文はありません</translation>
    </message>
    <message>
        <source>No earlier uncited sentence in this conversation</source>
        <translation>この会話には、これより前に引用のない文はありません</translation>
    </message>
</context>
<context>
    <name>PaintedJsonCards</name>
    <message>
        <source>Reading %1 of JSON…</source>
        <extracomment>message view, in place of a big JSON value (payload, arguments) being read; %1 its size such as &quot;6.2 MB&quot;</extracomment>
        <translation>JSON（%1）を読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>PlainCard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>an error chunk: %1 error code, %2 message</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a file reference: %1 URI, %2 MIME type</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>dialog title (Edit &gt; Preferences…)</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>Preferences: theme that follows the desktop&apos;s light or dark setting
----------
Preferences proxy choice: the desktop&apos;s proxy settings</extracomment>
        <translation>デスクトップに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Preferences: theme</extracomment>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Preferences: theme</extracomment>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Use this font:</source>
        <extracomment>Preferences: use another font than the desktop&apos;s for message text</extracomment>
        <translation>このフォントを使う:</translation>
    </message>
    <message>
        <source>Message font</source>
        <translation>メッセージのフォント</translation>
    </message>
    <message>
        <source> pt</source>
        <extracomment>unit after the font size</extracomment>
        <translation> pt</translation>
    </message>
    <message>
        <source>Message font size</source>
        <translation>メッセージのフォントサイズ</translation>
    </message>
    <message>
        <source>Weak support threshold</source>
        <translation>裏付けが弱いとする基準</translation>
    </message>
    <message>
        <source>A citation whose best source supports it less than this is flagged weakly supported</source>
        <extracomment>tooltip of the weak-support threshold in Preferences</extracomment>
        <translation>最も強い出典でもこの値より裏付けが弱い引用は、「裏付けが弱い」として示されます</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Preferences label</extracomment>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <extracomment>Preferences label: light or dark colours</extracomment>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>Message &amp;font:</source>
        <extracomment>Preferences label: the font of the messages&apos; text</extracomment>
        <translation>メッセージのフォント(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Weak support below:</source>
        <extracomment>Preferences label: the support score below which a citation is flagged weak</extracomment>
        <translation>弱いとする基準(&amp;W):</translation>
    </message>
    <message>
        <source>No proxy</source>
        <extracomment>Preferences proxy choice: connect directly</extracomment>
        <translation>プロキシを使わない</translation>
    </message>
    <message>
        <source>This proxy:</source>
        <extracomment>Preferences proxy choice: the address typed beside it</extracomment>
        <translation>このプロキシ:</translation>
    </message>
    <message>
        <source>Proxy address</source>
        <extracomment>accessible name of the proxy address field in Preferences</extracomment>
        <translation>プロキシのアドレス</translation>
    </message>
    <message>
        <source>http://host:port or socks5://host:port, for MCP, ADK and Agent Engine queries; a password is never saved</source>
        <extracomment>tooltip of the proxy address; a password in it is not saved</extracomment>
        <translation>MCP、ADK、Agent Engine へのクエリに使う http://host:port または socks5://host:port。パスワードは保存されません</translation>
    </message>
    <message>
        <source>&amp;Proxy:</source>
        <extracomment>Preferences label: how live queries reach the network</extracomment>
        <translation>プロキシ(&amp;P):</translation>
    </message>
    <message>
        <source>The proxy address must look like http://host:port or socks5://host:port.</source>
        <extracomment>Preferences: the proxy address typed is not usable</extracomment>
        <translation>プロキシのアドレスは http://host:port または socks5://host:port の形で指定してください。</translation>
    </message>
    <message>
        <source>The language of the menus, panes and messages of the window</source>
        <extracomment>tooltip of the language choice in Preferences</extracomment>
        <translation>ウィンドウのメニュー、ペイン、メッセージの言語</translation>
    </message>
    <message>
        <source>Light or dark colours, or the desktop&apos;s own choice</source>
        <extracomment>tooltip of the theme choice in Preferences</extracomment>
        <translation>明るい配色か暗い配色、またはデスクトップの設定に従う</translation>
    </message>
    <message>
        <source>Show the text of the messages in another font than the desktop&apos;s</source>
        <extracomment>tooltip of the check box that enables a font of one&apos;s own for message text</extracomment>
        <translation>メッセージの本文をデスクトップとは別のフォントで表示します</translation>
    </message>
    <message>
        <source>The font of the text of the messages</source>
        <extracomment>tooltip of the message font in Preferences</extracomment>
        <translation>メッセージ本文のフォント</translation>
    </message>
    <message>
        <source>The size of the text of the messages at 100 % zoom</source>
        <extracomment>tooltip of the message font size in Preferences</extracomment>
        <translation>ズーム 100 % のときのメッセージ本文の文字サイズ</translation>
    </message>
    <message>
        <source>In this computer&apos;s time zone (%1)</source>
        <extracomment>Preferences: times shown in the computer&apos;s time zone; %1 its offset, &quot;UTC+09:00&quot;</extracomment>
        <translation>このコンピューターのタイムゾーン（%1）</translation>
    </message>
    <message>
        <source>In UTC</source>
        <extracomment>Preferences: times shown in Coordinated Universal Time</extracomment>
        <translation>UTC</translation>
    </message>
    <message>
        <source>The time zone of the times in the message headers, the lists and the trace; files and exports keep their own times</source>
        <extracomment>tooltip of the time zone choice in Preferences</extracomment>
        <translation>メッセージの見出し、一覧、トレースに表示する時刻のタイムゾーン。ファイルと書き出しの時刻は変わりません</translation>
    </message>
    <message>
        <source>How the live queries of the Query panel reach the network</source>
        <extracomment>tooltip of the proxy choice in Preferences</extracomment>
        <translation>クエリパネルのライブクエリがネットワークに接続する方法</translation>
    </message>
    <message>
        <source>Default token command</source>
        <extracomment>accessible name of the default token command field in Preferences</extracomment>
        <translation>既定のトークンコマンド</translation>
    </message>
    <message>
        <source>The command whose output is the access token of live queries, on every Query page that does not have its own; the token itself is never saved</source>
        <extracomment>tooltip of the default token command in Preferences</extracomment>
        <translation>出力をライブクエリのアクセストークンとして使うコマンド。独自のコマンドがないクエリページすべてで使われます。トークン自体は保存されません</translation>
    </message>
    <message>
        <source>T&amp;imes:</source>
        <extracomment>Preferences label: local time or UTC</extracomment>
        <translation>時刻(&amp;I):</translation>
    </message>
    <message>
        <source>Token &amp;command:</source>
        <extracomment>Preferences label: the command that prints an access token for live queries</extracomment>
        <translation>トークンコマンド(&amp;C):</translation>
    </message>
    <message>
        <source>The token command has an unclosed quote.</source>
        <extracomment>Preferences: the token command typed cannot be run (an open quote)</extracomment>
        <translation>トークンコマンドに閉じられていない引用符があります。</translation>
    </message>
</context>
<context>
    <name>ProblemsPane</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <extracomment>problems pane: number of problems</extracomment>
        <translation>
            <numerusform>%n 件の問題</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown of %2</source>
        <extracomment>problems pane: %1 number shown by the filter, %2 &quot;N problems&quot; in total</extracomment>
        <translation>%2中 %1 件を表示</translation>
    </message>
    <message>
        <source>All problems</source>
        <extracomment>severity filter of the problems pane</extracomment>
        <translation>すべての問題</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <extracomment>severity filter of the problems pane</extracomment>
        <translation>警告とエラー</translation>
    </message>
    <message>
        <source>Errors only</source>
        <extracomment>severity filter of the problems pane</extracomment>
        <translation>エラーのみ</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>accessible name of the problems pane&apos;s list</extracomment>
        <translation>問題</translation>
    </message>
    <message>
        <source>The errors, warnings and notes found in the file; Enter shows the message a problem is about</source>
        <extracomment>accessible description of the problems pane&apos;s list</extracomment>
        <translation>ファイルで見つかったエラー、警告、情報。Enter キーで問題に関係するメッセージを表示します</translation>
    </message>
    <message>
        <source>Choose how serious a problem must be to be listed</source>
        <extracomment>tooltip of the severity filter of the problems pane</extracomment>
        <translation>一覧に表示する問題の重大度を選びます</translation>
    </message>
</context>
<context>
    <name>ProtocolLogModel</name>
    <message>
        <source>failed</source>
        <extracomment>protocol log status column: the exchange failed without an HTTP status</extracomment>
        <translation>失敗</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>protocol log: duration of an exchange in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受信</translation>
    </message>
    <message>
        <source>%1 %2 — %3</source>
        <extracomment>protocol log tool tip: %1 HTTP method, %2 JSON-RPC method, %3 URL</extracomment>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>protocol log column</extracomment>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>protocol log column: sent or received</extracomment>
        <translation>方向</translation>
    </message>
    <message>
        <source>Method</source>
        <extracomment>protocol log column: the JSON-RPC method, e.g. tools/call</extracomment>
        <translation>メソッド</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>protocol log column: the HTTP status code</extracomment>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>protocol log column: body size in bytes</extracomment>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>protocol log column: time between request and response</extracomment>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>%1 (dropped)</source>
        <extracomment>protocol log size column: the body (%1, e.g. &quot;1.5 MB&quot;) was dropped to keep the log small</extracomment>
        <translation>%1（破棄済み）</translation>
    </message>
</context>
<context>
    <name>ProtocolLogView</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <extracomment>protocol log: how many HTTP requests and responses are listed</extracomment>
        <translation>
            <numerusform>%n 件のレコード</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy</source>
        <extracomment>protocol log button: copy the selected request or response as text</extracomment>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy All</source>
        <extracomment>protocol log button: copy every request and response as text</extracomment>
        <translation>すべてコピー</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>protocol log button: empty the log</extracomment>
        <translation>消去</translation>
    </message>
    <message>
        <source>(Shortened here: the record is too long to show. Copy copies all of it.)</source>
        <extracomment>protocol log details: very long lines or a very long record were shortened</extracomment>
        <translation>（長すぎるため、ここでは一部を省略しています。コピーすると全体がコピーされます）</translation>
    </message>
    <message>
        <source>Protocol log</source>
        <extracomment>accessible name of the protocol log&apos;s list of requests and responses</extracomment>
        <translation>プロトコルログ</translation>
    </message>
    <message>
        <source>Exchange details</source>
        <extracomment>accessible name of the protocol log&apos;s text of the selected exchange</extracomment>
        <translation>やり取りの詳細</translation>
    </message>
    <message>
        <source>Copy the selected request or response as text</source>
        <translation>選択したリクエストまたは応答をテキストとしてコピーします</translation>
    </message>
    <message>
        <source>Copy every request and response as text</source>
        <translation>すべてのリクエストと応答をテキストとしてコピーします</translation>
    </message>
    <message>
        <source>Remove every record from the log</source>
        <translation>ログからすべてのレコードを削除します</translation>
    </message>
    <message>
        <source>Every HTTP request and response of the MCP calls; the selected one&apos;s text shows below</source>
        <extracomment>accessible description of the protocol log&apos;s list of requests and responses</extracomment>
        <translation>MCP 呼び出しのすべての HTTP リクエストと応答。選択したものの内容は下に表示されます</translation>
    </message>
    <message>
        <source>The headers and body of the selected request or response, read-only</source>
        <extracomment>accessible description of the protocol log&apos;s text of the selected exchange</extracomment>
        <translation>選択したリクエストまたは応答のヘッダーと本文（読み取り専用）</translation>
    </message>
</context>
<context>
    <name>QueryPanel</name>
    <message>
        <source>Live query</source>
        <extracomment>name of the document that shows the answers of the query panel</extracomment>
        <translation>ライブクエリ</translation>
    </message>
    <message>
        <source>Type a question first.</source>
        <extracomment>query panel: Send was pressed with an empty question box</extracomment>
        <translation>先に質問を入力してください。</translation>
    </message>
    <message>
        <source>Enter the serving config (projects/…/servingConfigs/…) of your app.</source>
        <extracomment>query panel: Send was pressed without a serving config</extracomment>
        <translation>アプリのサービング構成（projects/…/servingConfigs/…）を入力してください。</translation>
    </message>
    <message>
        <source>Asking…</source>
        <extracomment>query panel status while a question runs</extracomment>
        <translation>質問中…</translation>
    </message>
    <message>
        <source>Answered in %1 s.</source>
        <extracomment>query panel status after an answer; %1 seconds with one decimal</extracomment>
        <translation>%1 秒で回答しました。</translation>
    </message>
    <message>
        <source>The next question starts a new session.</source>
        <extracomment>query panel status after New Session</extracomment>
        <translation>次の質問から新しいセッションを開始します。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>query panel: saving the live session failed; %1 file, %2 reason (English system text)</extracomment>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Save Live Session</source>
        <extracomment>file dialog title</extracomment>
        <translation>ライブセッションの保存</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>JSON Lines (*.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Saved the live session to %1.</source>
        <extracomment>query panel status after saving; %1 the file</extracomment>
        <translation>ライブセッションを %1 に保存しました。</translation>
    </message>
    <message>
        <source>Search</source>
        <extracomment>query panel tab: ask a Vertex AI Search app (the conversational_search tool)</extracomment>
        <translation>検索</translation>
    </message>
    <message>
        <source>MCP Tools</source>
        <extracomment>query panel tab: any MCP server (list and call tools)</extracomment>
        <translation>MCP ツール</translation>
    </message>
    <message>
        <source>Protocol Log</source>
        <extracomment>query panel tab: every HTTP request and response of the MCP and CES calls</extracomment>
        <translation>プロトコルログ</translation>
    </message>
    <message>
        <source>Listing tools…</source>
        <extracomment>query panel status while tools/list runs</extracomment>
        <translation>ツールの一覧を取得中…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>query panel status while a tool runs; %1 the tool name</extracomment>
        <translation>%1 を呼び出し中…</translation>
    </message>
    <message numerus="yes">
        <source>The server lists %n tool(s).</source>
        <extracomment>query panel status after tools/list; %n tools</extracomment>
        <translation>
            <numerusform>サーバーが %n 個のツールを返しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered in %2 s.</source>
        <extracomment>query panel status after a tool call; %1 tool, %2 seconds</extracomment>
        <translation>%1 が %2 秒で応答しました。</translation>
    </message>
    <message>
        <source>memory, for this session only</source>
        <translation>メモリ（このセッションのみ）</translation>
    </message>
    <message>
        <source>the system keychain</source>
        <translation>システムのキーチェーン</translation>
    </message>
    <message>
        <source>A token is kept in %1. It is never shown.</source>
        <extracomment>query panel: a pasted token was taken; %1 where it is kept</extracomment>
        <translation>トークンを%1に保存しました。トークンが表示されることはありません。</translation>
    </message>
    <message>
        <source>No token is kept.</source>
        <extracomment>query panel: the pasted token was deleted</extracomment>
        <translation>トークンは保存されていません。</translation>
    </message>
    <message>
        <source>ADK</source>
        <extracomment>query panel tab: run the agents of an ADK API server (adk api_server, adk web)</extracomment>
        <translation>ADK</translation>
    </message>
    <message>
        <source>Connect to &amp;ADK Server…</source>
        <extracomment>File menu: shows the Query panel&apos;s ADK page with its server field focused</extracomment>
        <translation>ADK サーバーに接続(&amp;A)…</translation>
    </message>
    <message>
        <source>Agent Engine</source>
        <extracomment>query panel tab: the sessions of a Vertex AI Agent Engine (a reasoning engine)</extracomment>
        <translation>Agent Engine</translation>
    </message>
    <message>
        <source>Query pages</source>
        <extracomment>accessible name of the Query panel&apos;s pages (Search, MCP tools, ADK, Agent Engine)</extracomment>
        <translation>クエリのページ</translation>
    </message>
    <message>
        <source>Ask a search app, call MCP tools, run ADK agents, open Agent Engine sessions, talk to a Conversational Agents app or read the protocol log</source>
        <extracomment>accessible description of the Query panel&apos;s pages</extracomment>
        <translation>検索アプリへの質問、MCP ツールの呼び出し、ADK エージェントの実行、Agent Engine セッションを開く、Conversational Agents アプリとの対話、プロトコルログの確認</translation>
    </message>
    <message>
        <source>CES</source>
        <extracomment>query panel tab: a live session of a Conversational Agents (CES) app</extracomment>
        <translation>CES</translation>
    </message>
</context>
<context>
    <name>QueryPanelAdkPage</name>
    <message numerus="yes">
        <source>%n app(s) on the server.</source>
        <extracomment>ADK page status: %n apps found on the server</extracomment>
        <translation>
            <numerusform>サーバーにアプリが %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Session %1 created.</source>
        <extracomment>ADK page status; %1 is the session id</extracomment>
        <translation>セッション %1 を作成しました。</translation>
    </message>
    <message>
        <source>Session deleted.</source>
        <translation>セッションを削除しました。</translation>
    </message>
    <message>
        <source>The agent answered.</source>
        <translation>エージェントが応答しました。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>ADK page status while the server&apos;s apps are listed</extracomment>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>Delete the session %1 on the server? Its events are lost.</source>
        <extracomment>asked before an ADK session is deleted on the server; %1 is its id</extracomment>
        <translation>サーバー上のセッション %1 を削除しますか？ そのイベントは失われます。</translation>
    </message>
    <message>
        <source>Choose a session and type a message first.</source>
        <extracomment>ADK page status: Send without a session or a message</extracomment>
        <translation>先にセッションを選び、メッセージを入力してください。</translation>
    </message>
    <message>
        <source>The agent is running…</source>
        <extracomment>ADK page status while the agent runs</extracomment>
        <translation>エージェントを実行しています…</translation>
    </message>
    <message>
        <source>ADK session %1</source>
        <extracomment>name of the live document of an ADK session; %1 is the session id</extracomment>
        <translation>ADK セッション %1</translation>
    </message>
    <message>
        <source>Server</source>
        <extracomment>ADK page: the ADK API server&apos;s URL</extracomment>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Connect</source>
        <extracomment>ADK page: button that lists the server&apos;s apps</extracomment>
        <translation>接続</translation>
    </message>
    <message>
        <source>App</source>
        <extracomment>ADK page: the agent app on the server</extracomment>
        <translation>アプリ</translation>
    </message>
    <message>
        <source>User</source>
        <extracomment>ADK page: the user id the sessions belong to</extracomment>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Refresh</source>
        <extracomment>ADK page: button that lists the sessions again</extracomment>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>New Session</source>
        <extracomment>ADK page: button that creates a session on the server</extracomment>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>ADK page: button that deletes the selected session on the server (asks first)</extracomment>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>ADK page: button that opens the selected session in the main views</extracomment>
        <translation>開く</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>ADK page: the text sent to the agent</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Stream the answer</source>
        <extracomment>ADK page: check box; partial text appears while the agent writes</extracomment>
        <translation>応答を逐次表示</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>ADK page: button that sends the message to the agent</extracomment>
        <translation>送信</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>ADK page: button that stops the running agent</extracomment>
        <translation>停止</translation>
    </message>
    <message>
        <source>No trace spans from the server (%1); the Trace pane shows spans derived from the event times.</source>
        <extracomment>ADK page status; %1 why the server gave no spans</extracomment>
        <translation>サーバーからトレーススパンを取得できませんでした (%1)。トレースペインにはイベント時刻から導出したスパンを表示します。</translation>
    </message>
    <message>
        <source>List the agent apps of the server</source>
        <translation>サーバーのエージェントアプリを一覧表示します</translation>
    </message>
    <message>
        <source>The agent app whose sessions are listed and run</source>
        <translation>セッションを一覧・実行するエージェントアプリ</translation>
    </message>
    <message>
        <source>The user ID the sessions belong to</source>
        <translation>セッションが属するユーザー ID</translation>
    </message>
    <message>
        <source>List the sessions of the app and user again</source>
        <translation>アプリとユーザーのセッションをもう一度一覧表示します</translation>
    </message>
    <message>
        <source>Create an empty session on the server</source>
        <translation>サーバーに空のセッションを作成します</translation>
    </message>
    <message>
        <source>Delete the selected session and its events on the server</source>
        <translation>選択したセッションとそのイベントをサーバーから削除します</translation>
    </message>
    <message>
        <source>Show the selected session&apos;s events in the main window</source>
        <translation>選択したセッションのイベントをメインウィンドウに表示します</translation>
    </message>
    <message>
        <source>The text to send to the agent in the selected session</source>
        <translation>選択したセッションでエージェントに送るテキスト</translation>
    </message>
    <message>
        <source>Show the answer&apos;s text as the agent writes it</source>
        <translation>エージェントが書き進めるのに合わせて応答のテキストを表示します</translation>
    </message>
    <message>
        <source>Send the message and the state delta to the agent</source>
        <translation>メッセージと状態の差分をエージェントに送信します</translation>
    </message>
    <message>
        <source>Stop the running agent</source>
        <translation>実行中のエージェントを停止します</translation>
    </message>
</context>
<context>
    <name>QueryPanelAgentEnginePage</name>
    <message>
        <source>Opening session %1…</source>
        <extracomment>Agent Engine page status while the first page of a session&apos;s events is fetched; %1 is the session id</extracomment>
        <translation>セッション %1 を開いています…</translation>
    </message>
    <message>
        <source>The session %1 has no events.</source>
        <extracomment>Agent Engine page status; %1 is the session id</extracomment>
        <translation>セッション %1 にはイベントがありません。</translation>
    </message>
    <message numerus="yes">
        <source>Session %1: %n event(s).</source>
        <extracomment>Agent Engine page status once every page of a session&apos;s events has come; %1 is the session id</extracomment>
        <translation>
            <numerusform>セッション %1: イベント %n 件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) (loading…)</source>
        <extracomment>Agent Engine page status: events read so far, more pages to come</extracomment>
        <translation>
            <numerusform>イベント %n 件 (読み込み中…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Agent Engine session %1</source>
        <extracomment>name of the live document of an Agent Engine session; %1 is the session id</extracomment>
        <translation>Agent Engine セッション %1</translation>
    </message>
    <message>
        <source>Type the reasoning engine&apos;s resource name first (projects/PROJECT/locations/LOCATION/reasoningEngines/ID).</source>
        <extracomment>Agent Engine page status: List Sessions with an empty engine field</extracomment>
        <translation>先に reasoning engine のリソース名を入力してください (projects/PROJECT/locations/LOCATION/reasoningEngines/ID)。</translation>
    </message>
    <message>
        <source>Listing sessions…</source>
        <extracomment>Agent Engine page status while the first page of sessions is fetched</extracomment>
        <translation>セッションを一覧しています…</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s).</source>
        <extracomment>Agent Engine page status: every page of sessions has come</extracomment>
        <translation>
            <numerusform>セッションが %n 件あります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) (loading…)</source>
        <extracomment>Agent Engine page status: sessions listed so far, more pages to come</extracomment>
        <translation>
            <numerusform>セッション %n 件 (読み込み中…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reasoning engine</source>
        <extracomment>Agent Engine page: the reasoning engine&apos;s resource name</extracomment>
        <translation>Reasoning engine</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <extracomment>Agent Engine page: another host than the location&apos;s own (optional)</extracomment>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <source>Default: https://LOCATION-aiplatform.googleapis.com</source>
        <extracomment>Agent Engine page: placeholder of the endpoint field when it is empty</extracomment>
        <translation>既定: https://LOCATION-aiplatform.googleapis.com</translation>
    </message>
    <message>
        <source>User</source>
        <extracomment>Agent Engine page: only the sessions of this user id (optional)</extracomment>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>All users</source>
        <extracomment>Agent Engine page: placeholder of the user field when it is empty</extracomment>
        <translation>すべてのユーザー</translation>
    </message>
    <message>
        <source>List Sessions</source>
        <extracomment>Agent Engine page: button that fetches every page of the engine&apos;s sessions</extracomment>
        <translation>セッションを一覧</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Agent Engine page: button that opens the selected session in the main views</extracomment>
        <translation>開く</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Agent Engine page: button that stops listing sessions or fetching events</extracomment>
        <translation>停止</translation>
    </message>
    <message>
        <source>Connect to A&amp;gent Engine…</source>
        <extracomment>File menu: shows the Query panel&apos;s Agent Engine page with its engine name field focused</extracomment>
        <translation>Agent Engine に接続(&amp;G)…</translation>
    </message>
    <message>
        <source>Fetch every session of the reasoning engine</source>
        <translation>reasoning engine のすべてのセッションを取得します</translation>
    </message>
    <message>
        <source>Show the selected session&apos;s events in the main window</source>
        <translation>選択したセッションのイベントをメインウィンドウに表示します</translation>
    </message>
    <message>
        <source>Stop listing sessions or fetching events</source>
        <translation>セッション一覧またはイベントの取得を中止します</translation>
    </message>
</context>
<context>
    <name>QueryPanelCesPage</name>
    <message>
        <source>Endpoint</source>
        <extracomment>CES page: the SessionService&apos;s address</extracomment>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <source>Session</source>
        <extracomment>CES page: the session&apos;s resource name</extracomment>
        <translation>セッション</translation>
    </message>
    <message>
        <source>The SessionService&apos;s address: https, or http to this computer</source>
        <translation>SessionService のアドレス。https、またはこのコンピューターへの http</translation>
    </message>
    <message>
        <source>The session&apos;s resource name; New Session makes one for the app (projects/…/locations/…/apps/…)</source>
        <translation>セッションのリソース名。「新しいセッション」でアプリ（projects/…/locations/…/apps/…）のセッションを作ります</translation>
    </message>
    <message>
        <source>New Session</source>
        <extracomment>CES page button: replaces the session field with a new session of its app</extracomment>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>A new random session id for the app typed</source>
        <translation>入力したアプリ用の新しいランダムなセッション ID</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>CES page button: write the live session to a file</extracomment>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Write the session to a file that the window and check open again</source>
        <translation>ウィンドウと check で再び開けるファイルにセッションを書き出します</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>CES page button: send the turn</extracomment>
        <translation>送信</translation>
    </message>
    <message>
        <source>Send the turn&apos;s inputs to the agent (Ctrl+Enter in the message)</source>
        <translation>ターンの入力をエージェントに送信します（メッセージ欄で Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>CES page button: stop the turn that runs</extracomment>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop waiting for the turn&apos;s outputs</source>
        <translation>ターンの出力を待つのをやめます</translation>
    </message>
    <message>
        <source>Type the app&apos;s resource name first (projects/…/locations/…/apps/…).</source>
        <extracomment>CES page status: New Session without an app name</extracomment>
        <translation>先にアプリのリソース名（projects/…/locations/…/apps/…）を入力してください。</translation>
    </message>
    <message>
        <source>New session %1: it starts with the next turn.</source>
        <extracomment>CES page status; %1 the new session&apos;s name</extracomment>
        <translation>新しいセッション %1: 次のターンから始まります。</translation>
    </message>
    <message>
        <source>Type a session (projects/…/locations/…/apps/…/sessions/…) or an app first.</source>
        <extracomment>CES page status: Send without a session</extracomment>
        <translation>先にセッション（projects/…/locations/…/apps/…/sessions/…）またはアプリを入力してください。</translation>
    </message>
    <message>
        <source>The agent is answering…</source>
        <extracomment>CES page status while the agent answers</extracomment>
        <translation>エージェントが応答中…</translation>
    </message>
    <message>
        <source>The agent ended the session.</source>
        <extracomment>CES page status: the agent&apos;s endSession output</extracomment>
        <translation>エージェントがセッションを終了しました。</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: the agent waits for the response of %n tool call(s).</source>
        <extracomment>CES page status; %1 the turn, %n how many tool calls wait for a response</extracomment>
        <translation>
            <numerusform>ターン %1: エージェントは %n 件のツール呼び出しへの応答を待っています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 completed.</source>
        <extracomment>CES page status; %1 the turn&apos;s index</extracomment>
        <translation>ターン %1 が完了しました。</translation>
    </message>
    <message>
        <source>Save the CES Session</source>
        <extracomment>file dialog title of the CES page&apos;s Save…</extracomment>
        <translation>CES セッションの保存</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>JSON Lines (*.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <extracomment>CES page status; %1 the file written</extracomment>
        <translation>%1 に保存しました。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>CES page status; %1 the file, %2 why it could not be written</extracomment>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>CES session %1</source>
        <extracomment>name of the live document of a CES session; %1 the session id</extracomment>
        <translation>CES セッション %1</translation>
    </message>
    <message numerus="yes">
        <source>The session starts from %n message(s) of the open conversation. </source>
        <extracomment>CES page status: a new session sent with a history; %n its messages</extracomment>
        <translation>
            <numerusform>開いている会話の %n 件のメッセージからセッションを始めます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) with no CES form were left out. </source>
        <extracomment>CES page status: %n thoughts, code, function calls without a CES tool…</extracomment>
        <translation>
            <numerusform>CES の形式にできない %n 個の部分を除きました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanelConnection</name>
    <message>
        <source>Enter the MCP endpoint URL.</source>
        <extracomment>query panel: Send was pressed with an empty endpoint field</extracomment>
        <translation>MCP エンドポイントの URL を入力してください。</translation>
    </message>
    <message>
        <source>Each extra header needs the form &quot;Name: value&quot;, not &quot;%1&quot;.</source>
        <extracomment>query panel: an extra header line is not &quot;Name: value&quot;; %1 the line</extracomment>
        <translation>追加ヘッダーは「名前: 値」の形式で指定してください（「%1」は不正です）。</translation>
    </message>
    <message>
        <source>Credentials never go into the extra headers: choose a token command, the environment variable or a pasted token under Authentication.</source>
        <translation>認証情報は追加ヘッダーには指定できません。「認証」でトークンコマンド、環境変数、または貼り付けたトークンを選択してください。</translation>
    </message>
    <message>
        <source>The token command names no program, or a quote is not closed.</source>
        <extracomment>query panel: the token command field is empty or has an unclosed quote</extracomment>
        <translation>トークンコマンドにプログラムが指定されていないか、引用符が閉じられていません。</translation>
    </message>
    <message>
        <source>Endpoint:</source>
        <extracomment>query panel: the MCP server URL</extracomment>
        <translation>エンドポイント:</translation>
    </message>
    <message>
        <source>Project:</source>
        <extracomment>query panel: the Google Cloud project billed for the calls (x-goog-user-project)</extracomment>
        <translation>プロジェクト:</translation>
    </message>
    <message>
        <source>Quota project (x-goog-user-project)</source>
        <translation>割り当てプロジェクト（x-goog-user-project）</translation>
    </message>
    <message>
        <source>Authentication:</source>
        <extracomment>query panel: how the app gets an access token</extracomment>
        <translation>認証:</translation>
    </message>
    <message>
        <source>Token command</source>
        <extracomment>query panel auth choice: run a command that prints an access token</extracomment>
        <translation>トークンコマンド</translation>
    </message>
    <message>
        <source>Environment variable %1</source>
        <extracomment>query panel auth choice; %1 the variable name</extracomment>
        <translation>環境変数 %1</translation>
    </message>
    <message>
        <source>Pasted token (system keychain)</source>
        <extracomment>query panel auth choice: a token the user pasted, kept in the system keychain</extracomment>
        <translation>貼り付けたトークン（システムのキーチェーン）</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>query panel auth choice: send no Authorization header</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Command:</source>
        <extracomment>query panel: the command line that prints a token</extracomment>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>Run without a shell; its output is the Bearer token.</source>
        <translation>シェルを介さずに実行し、その出力を Bearer トークンとして使います。</translation>
    </message>
    <message>
        <source>Token:</source>
        <extracomment>query panel: field to paste an access token into</extracomment>
        <translation>トークン:</translation>
    </message>
    <message>
        <source>Paste a token</source>
        <extracomment>placeholder of the token field</extracomment>
        <translation>トークンを貼り付け</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>query panel button: keep the pasted token in the system keychain</extracomment>
        <translation>保存</translation>
    </message>
    <message>
        <source>Forget</source>
        <extracomment>query panel button: delete the pasted token from the keychain</extracomment>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>query panel: collapsible group with the protocol era, timeout and extra headers</extracomment>
        <translation>詳細設定</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <extracomment>query panel: which MCP protocol revision to speak</extracomment>
        <translation>プロトコル:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>protocol era choice: probe 2026-07-28 first, fall back to 2025</extracomment>
        <translation>自動</translation>
    </message>
    <message>
        <source>2025 (initialize, sessions)</source>
        <extracomment>protocol era choice: the 2025 revisions with initialize and sessions</extracomment>
        <translation>2025（initialize、セッション）</translation>
    </message>
    <message>
        <source>Timeout:</source>
        <extracomment>query panel: seconds to wait for an answer or a progress report</extracomment>
        <translation>タイムアウト:</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>suffix of the timeout spin box (seconds)</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Extra headers:</source>
        <extracomment>query panel: additional HTTP headers, one &quot;Name: value&quot; per line</extracomment>
        <translation>追加ヘッダー:</translation>
    </message>
    <message>
        <source>Name: value (one per line)</source>
        <translation>名前: 値（1 行に 1 つ）</translation>
    </message>
    <message>
        <source>The address of the server this page sends its requests to</source>
        <translation>このページがリクエストを送るサーバーのアドレス</translation>
    </message>
    <message>
        <source>How the app gets the access token it sends with each request</source>
        <translation>各リクエストで送るアクセストークンの取得方法</translation>
    </message>
    <message>
        <source>Keep the pasted token in the system keychain</source>
        <translation>貼り付けたトークンをシステムのキーチェーンに保存します</translation>
    </message>
    <message>
        <source>Delete the kept token from the system keychain</source>
        <translation>保存したトークンをシステムのキーチェーンから削除します</translation>
    </message>
    <message>
        <source>The MCP protocol revision to speak; Automatic tries the newest first</source>
        <translation>使用する MCP プロトコルのリビジョン。「自動」では最新のものから試します</translation>
    </message>
    <message>
        <source>Seconds to wait for an answer or a progress report</source>
        <translation>応答または進捗報告を待つ秒数</translation>
    </message>
    <message>
        <source>Additional HTTP headers sent with each request, one per line</source>
        <translation>各リクエストに付けて送る追加の HTTP ヘッダー（1 行に 1 つ）</translation>
    </message>
</context>
<context>
    <name>QueryPanelResultView</name>
    <message>
        <source>Tool error: %1</source>
        <translation>ツールのエラー: %1</translation>
    </message>
    <message>
        <source>Audio (%1), %2 characters of base64 data</source>
        <extracomment>tool result: an audio block; %1 MIME type, %2 size of its base64 data</extracomment>
        <translation>音声（%1）、base64 データ %2 文字</translation>
    </message>
    <message>
        <source>Resource: %1</source>
        <extracomment>tool result: an embedded resource; %1 its URI</extracomment>
        <translation>リソース: %1</translation>
    </message>
    <message>
        <source>Binary content (%1), %2 characters of base64 data</source>
        <extracomment>tool result: binary resource content; %1 MIME type, %2 base64 characters</extracomment>
        <translation>バイナリコンテンツ（%1）、base64 データ %2 文字</translation>
    </message>
    <message>
        <source>Resource link: %1 %2</source>
        <extracomment>tool result: a link to a resource (not followed); %1 URI, %2 its name</extracomment>
        <translation>リソースリンク: %1 %2</translation>
    </message>
    <message>
        <source>Unknown content block &quot;%1&quot;</source>
        <extracomment>tool result: a content block of a type the app does not know; %1 the type</extracomment>
        <translation>不明なコンテンツブロック「%1」</translation>
    </message>
    <message>
        <source>The tool returned an empty result.</source>
        <extracomment>tool result: the tool returned neither content nor structuredContent</extracomment>
        <translation>ツールが空の結果を返しました。</translation>
    </message>
    <message>
        <source>Structured content</source>
        <extracomment>tool result: heading above the structuredContent JSON tree</extracomment>
        <translation>構造化コンテンツ</translation>
    </message>
    <message>
        <source>Image (%1) that could not be decoded</source>
        <extracomment>tool result: an image block that could not be decoded; %1 MIME type</extracomment>
        <translation>デコードできなかった画像（%1）</translation>
    </message>
    <message>
        <source>%1, %2 × %3</source>
        <extracomment>tool result: tooltip of an image; %1 MIME type, %2 width, %3 height in pixels</extracomment>
        <translation>%1、%2 × %3</translation>
    </message>
    <message>
        <source>The structured result the tool returned, as a JSON tree; the context menu copies a value</source>
        <extracomment>accessible description of the tool result&apos;s structuredContent JSON tree</extracomment>
        <translation>ツールが返した構造化された結果の JSON ツリー。コンテキストメニューから値をコピーできます</translation>
    </message>
</context>
<context>
    <name>QueryPanelSearchPage</name>
    <message>
        <source>Session: %1</source>
        <extracomment>query panel: the session that &quot;continue&quot; continues; %1 its resource name</extracomment>
        <translation>セッション: %1</translation>
    </message>
    <message>
        <source>&amp;Question (Ctrl+Enter sends):</source>
        <extracomment>query panel: label above the question box</extracomment>
        <translation>質問(&amp;Q)（Ctrl+Enter で送信）:</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>query panel button: ask the question</extracomment>
        <translation>送信</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>query panel button: stop the running question</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>New Session</source>
        <extracomment>query panel button: forget the session; the next question starts a new conversation</extracomment>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>query panel button: save the live session (JSONL) to a file</extracomment>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Session:</source>
        <extracomment>query panel: which Discovery Engine session the question belongs to</extracomment>
        <translation>セッション:</translation>
    </message>
    <message>
        <source>New (automatic, &quot;-&quot;)</source>
        <extracomment>session choice: send session &quot;-&quot; so that the server starts one</extracomment>
        <translation>新規（自動、「-」）</translation>
    </message>
    <message>
        <source>Continue the last session</source>
        <extracomment>session choice: continue the session the last answer returned</extracomment>
        <translation>前回のセッションを続行</translation>
    </message>
    <message>
        <source>No session</source>
        <extracomment>session choice: ask without any session</extracomment>
        <translation>セッションなし</translation>
    </message>
    <message>
        <source>Serving config:</source>
        <extracomment>query panel: the serving config resource name</extracomment>
        <translation>サービング構成:</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>query panel: collapsible group with the AnswerQueryRequest options</extracomment>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Include citations</source>
        <extracomment>answer option</extracomment>
        <translation>引用を含める</translation>
    </message>
    <message>
        <source>Related questions</source>
        <extracomment>answer option</extracomment>
        <translation>関連する質問</translation>
    </message>
    <message>
        <source>Grounding supports</source>
        <extracomment>answer option: ask for grounding supports (per-claim scores)</extracomment>
        <translation>グラウンディングサポート</translation>
    </message>
    <message>
        <source>Answer language:</source>
        <extracomment>answer option: BCP 47 language code of the answer</extracomment>
        <translation>回答の言語:</translation>
    </message>
    <message>
        <source>e.g. ja, en (automatic when empty)</source>
        <translation>例: ja、en（空欄の場合は自動）</translation>
    </message>
    <message>
        <source>Preamble:</source>
        <extracomment>answer option: custom instructions for the answer model</extracomment>
        <translation>プリアンブル:</translation>
    </message>
    <message>
        <source>Model version:</source>
        <extracomment>answer option: the answer model version</extracomment>
        <translation>モデルのバージョン:</translation>
    </message>
    <message>
        <source>Max results:</source>
        <extracomment>answer option: how many search results to ground on</extracomment>
        <translation>最大結果数:</translation>
    </message>
    <message>
        <source>Server default</source>
        <extracomment>special value of the max results spin box: let the server decide</extracomment>
        <translation>サーバーの既定値</translation>
    </message>
    <message>
        <source>Filter:</source>
        <extracomment>answer option: a search filter expression</extracomment>
        <translation>フィルタ:</translation>
    </message>
    <message>
        <source>Do not answer:</source>
        <extracomment>answer options heading: kinds of queries the server should not answer</extracomment>
        <translation>回答しない対象:</translation>
    </message>
    <message>
        <source>Adversarial queries</source>
        <translation>敵対的なクエリ</translation>
    </message>
    <message>
        <source>Non-answer-seeking queries</source>
        <translation>回答を求めていないクエリ</translation>
    </message>
    <message>
        <source>Jailbreaking queries</source>
        <translation>ジェイルブレイクを試みるクエリ</translation>
    </message>
    <message>
        <source>Low-relevance content</source>
        <translation>関連性の低いコンテンツ</translation>
    </message>
    <message>
        <source>The question for the search app of the serving config below</source>
        <extracomment>accessible description of the query panel&apos;s question box</extracomment>
        <translation>下のサービング構成の検索アプリに送る質問</translation>
    </message>
    <message>
        <source>Ask the question (Ctrl+Enter)</source>
        <translation>質問を送信します（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Stop waiting for the answer</source>
        <translation>回答の待機を中止します</translation>
    </message>
    <message>
        <source>Forget the session: the next question starts a new conversation</source>
        <translation>セッションを破棄し、次の質問から新しい会話を始めます</translation>
    </message>
    <message>
        <source>Save the live session to a JSONL file</source>
        <translation>ライブセッションを JSONL ファイルに保存します</translation>
    </message>
    <message>
        <source>Which session the question belongs to</source>
        <translation>質問が属するセッション</translation>
    </message>
    <message>
        <source>Ask for the sources each part of the answer cites</source>
        <translation>回答の各部分が引用する出典を要求します</translation>
    </message>
    <message>
        <source>Ask for follow-up questions to suggest</source>
        <translation>次に尋ねる質問の候補を要求します</translation>
    </message>
    <message>
        <source>Ask for a grounding score for each claim of the answer</source>
        <translation>回答の主張ごとのグラウンディングスコアを要求します</translation>
    </message>
    <message>
        <source>Custom instructions for the model that writes the answer</source>
        <translation>回答を生成するモデルへのカスタム指示</translation>
    </message>
    <message>
        <source>The answer model version, such as stable or preview; empty for the server&apos;s default</source>
        <translation>回答モデルのバージョン（stable、preview など）。空欄の場合はサーバーの既定値</translation>
    </message>
    <message>
        <source>How many search results the answer is grounded on</source>
        <translation>回答のグラウンディングに使う検索結果の数</translation>
    </message>
    <message>
        <source>A filter expression that limits the documents searched</source>
        <translation>検索対象のドキュメントを絞り込むフィルター式</translation>
    </message>
    <message>
        <source>Return no answer to a query classified as adversarial</source>
        <translation>敵対的と分類されたクエリには回答しません</translation>
    </message>
    <message>
        <source>Return no answer to a query that does not seek one, such as a greeting</source>
        <translation>挨拶など、回答を求めていないクエリには回答しません</translation>
    </message>
    <message>
        <source>Return no answer to a query that tries to bypass the app&apos;s rules</source>
        <translation>アプリのルールを回避しようとするクエリには回答しません</translation>
    </message>
    <message>
        <source>Return no answer when the search finds only results of low relevance</source>
        <translation>検索で関連性の低い結果しか見つからない場合は回答しません</translation>
    </message>
</context>
<context>
    <name>QueryPanelSection</name>
    <message>
        <source>Show or hide the settings of this group</source>
        <extracomment>accessible description of the header of a collapsible group of settings (Options, Advanced) in the Query panel</extracomment>
        <translation>このグループの設定を表示または非表示にします</translation>
    </message>
</context>
<context>
    <name>QueryPanelStatus</name>
    <message>
        <source>%1 (%2 s)</source>
        <extracomment>query panel status while running: %1 what runs, %2 seconds since it started</extracomment>
        <translation>%1（%2 秒）</translation>
    </message>
</context>
<context>
    <name>QueryPanelToolsPage</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <extracomment>query panel: how many tools the server listed</extracomment>
        <translation>
            <numerusform>%n 個のツール</numerusform>
        </translation>
    </message>
    <message>
        <source>List Tools</source>
        <extracomment>query panel button: ask the MCP server for its tools (tools/list)</extracomment>
        <translation>ツールの一覧を取得</translation>
    </message>
    <message>
        <source>Call</source>
        <extracomment>query panel button: call the chosen tool with the form&apos;s arguments</extracomment>
        <translation>呼び出す</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>query panel button: stop the running call</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>query panel: heading above the result of a tool call</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>No tools listed yet</source>
        <extracomment>query panel: before List Tools was pressed</extracomment>
        <translation>ツールの一覧はまだ取得していません</translation>
    </message>
    <message>
        <source>Tools</source>
        <extracomment>accessible name of the MCP server&apos;s list of tools</extracomment>
        <translation>ツール</translation>
    </message>
    <message>
        <source>The tools of the MCP server; the selected tool&apos;s arguments show below</source>
        <extracomment>accessible description of the MCP server&apos;s list of tools</extracomment>
        <translation>MCP サーバーのツール。選択したツールの引数は下に表示されます</translation>
    </message>
    <message>
        <source>Ask the MCP server for its tools (tools/list)</source>
        <translation>MCP サーバーにツールの一覧を要求します（tools/list）</translation>
    </message>
    <message>
        <source>Call the selected tool with the arguments of the form</source>
        <translation>フォームの引数で選択したツールを呼び出します</translation>
    </message>
    <message>
        <source>Stop the running call</source>
        <translation>実行中の呼び出しを中止します</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <extracomment>Open Recent menu when there are no recent files</extracomment>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Clear List</source>
        <extracomment>clears the Open Recent menu</extracomment>
        <translation>一覧を消去</translation>
    </message>
</context>
<context>
    <name>RecordKind</name>
    <message>
        <source>events</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · events 11,000–11,999&quot; (ADK and Agent Engine session events)</extracomment>
        <translation>イベント</translation>
    </message>
    <message>
        <source>messages</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · messages 11,000–11,999&quot; (a list of Conversational Agents messages)</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · turns 11,000–11,999&quot; (the turns of a Conversational Agents conversation)</extracomment>
        <translation>ターン</translation>
    </message>
    <message>
        <source>records</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · records 11,000–11,999&quot; (records of another kind: JSON Lines, stream chunks)</extracomment>
        <translation>レコード</translation>
    </message>
    <message>
        <source>spans</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · spans 11,000–11,999&quot; (the spans of a trace file)</extracomment>
        <translation>スパン</translation>
    </message>
    <message>
        <source>cases</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · cases 11,000–11,999&quot; (the cases or results of an evaluation file)</extracomment>
        <translation>ケース</translation>
    </message>
</context>
<context>
    <name>ReferenceDelegate</name>
    <message>
        <source>p. %1</source>
        <extracomment>a page of a document in the sources list; %1 the page identifier</extracomment>
        <translation>%1 ページ</translation>
    </message>
    <message>
        <source>whole answer</source>
        <extracomment>tag of a source that supports the whole answer, not one sentence</extracomment>
        <translation>回答全体</translation>
    </message>
    <message>
        <source>score %1</source>
        <extracomment>confidence of a source for the selected citation; %1 a number such as 0.92</extracomment>
        <translation>スコア %1</translation>
    </message>
    <message>
        <source>supports, not scored</source>
        <extracomment>a source of the selected citation that has no confidence score</extracomment>
        <translation>裏付けあり、未評価</translation>
    </message>
    <message>
        <source>relevance %1</source>
        <extracomment>relevance score of a retrieved source; %1 a number such as 0.73</extracomment>
        <translation>関連度 %1</translation>
    </message>
</context>
<context>
    <name>ReferenceListModel</name>
    <message>
        <source>Missing source (index %1)</source>
        <extracomment>a cited source index that points at no source; %1 the index the file used</extracomment>
        <translation>見つからない出典（インデックス %1）</translation>
    </message>
    <message>
        <source>Missing source</source>
        <extracomment>a cited source whose index is not a number</extracomment>
        <translation>見つからない出典</translation>
    </message>
    <message>
        <source>Source without details</source>
        <extracomment>a source given as an empty object</extracomment>
        <translation>詳細のない出典</translation>
    </message>
    <message>
        <source>Untitled source</source>
        <extracomment>a source that has no title, domain or address</extracomment>
        <translation>無題の出典</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <extracomment>a numbered source: %1 its number, %2 its title</extracomment>
        <translation>[%1] %2</translation>
    </message>
</context>
<context>
    <name>ReferencesPane</name>
    <message>
        <source>Select a message to see its sources.</source>
        <extracomment>References pane when no message is selected</extracomment>
        <translation>メッセージを選択すると、その出典が表示されます。</translation>
    </message>
    <message>
        <source>Message %1 has no grounding.</source>
        <extracomment>References pane for a message without grounding; %1 the message number</extracomment>
        <translation>メッセージ %1 にはグラウンディングがありません。</translation>
    </message>
    <message>
        <source>Sources of message %1: %2</source>
        <extracomment>References pane heading; %1 the message number, %2 &quot;N sources&quot;</extracomment>
        <translation>メッセージ %1 の出典: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s)</source>
        <translation>
            <numerusform>%n 件の出典</numerusform>
        </translation>
    </message>
    <message>
        <source>Grounding score: %1</source>
        <extracomment>%1 the overall grounding score of an answer, e.g. 0.87</extracomment>
        <translation>グラウンディングスコア: %1</translation>
    </message>
    <message>
        <source>Grounding score: not scored</source>
        <extracomment>the answer has no overall grounding score (which is not the same as 0)</extracomment>
        <translation>グラウンディングスコア: 未評価</translation>
    </message>
    <message>
        <source>Queries:</source>
        <extracomment>label before the search queries the model ran, shown as chips</extracomment>
        <translation>クエリ:</translation>
    </message>
    <message>
        <source>Search suggestions:</source>
        <extracomment>label before the search suggestion links of a grounded answer</extracomment>
        <translation>検索候補:</translation>
    </message>
    <message>
        <source>Sources for the whole answer: %1</source>
        <extracomment>sources that support the whole answer rather than one sentence; %1 like &quot;[2] [5]&quot;</extracomment>
        <translation>回答全体の出典: %1</translation>
    </message>
    <message>
        <source>sources %1</source>
        <extracomment>selected citation: its sources, e.g. &quot;[1][3]&quot;</extracomment>
        <translation>出典: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>grounding score %1</source>
        <extracomment>selected citation: %1 its grounding score</extracomment>
        <translation>グラウンディングスコア %1</translation>
    </message>
    <message>
        <source>not scored</source>
        <extracomment>selected citation without a grounding score (not the same as 0)</extracomment>
        <translation>未評価</translation>
    </message>
    <message>
        <source>not checked</source>
        <extracomment>the producer did not check the grounding of this claim</extracomment>
        <translation>未確認</translation>
    </message>
    <message>
        <source>&lt;b&gt;Selected citation:&lt;/b&gt; “%1” — %2</source>
        <extracomment>%1 the cited text, %2 facts about it separated by &quot; · &quot;</extracomment>
        <translation>&lt;b&gt;選択した引用:&lt;/b&gt;「%1」— %2</translation>
    </message>
    <message>
        <source>Select a source, or click cited text in the message, to see details.</source>
        <translation>出典を選択するか、メッセージ内の引用テキストをクリックすると、詳細が表示されます。</translation>
    </message>
    <message>
        <source>URI:</source>
        <extracomment>source details: its address</extracomment>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Domain:</source>
        <extracomment>source details</extracomment>
        <translation>ドメイン:</translation>
    </message>
    <message>
        <source>Document:</source>
        <extracomment>source details: the document a retrieved text comes from</extracomment>
        <translation>ドキュメント:</translation>
    </message>
    <message>
        <source>Page:</source>
        <extracomment>source details: the page of the document</extracomment>
        <translation>ページ:</translation>
    </message>
    <message>
        <source>Place:</source>
        <extracomment>source details: Google Maps place id</extracomment>
        <translation>場所:</translation>
    </message>
    <message>
        <source>License:</source>
        <extracomment>source details: license of a cited text</extracomment>
        <translation>ライセンス:</translation>
    </message>
    <message>
        <source>Published:</source>
        <extracomment>source details: publication date of a cited text</extracomment>
        <translation>公開日:</translation>
    </message>
    <message>
        <source>Relevance:</source>
        <extracomment>source details: relevance score of a retrieved text</extracomment>
        <translation>関連度:</translation>
    </message>
    <message>
        <source>Reviews:</source>
        <extracomment>source details: review snippets of a place</extracomment>
        <translation>レビュー:</translation>
    </message>
    <message>
        <source>JSON path:</source>
        <extracomment>source details: where the source is in the file</extracomment>
        <translation>JSON パス:</translation>
    </message>
    <message>
        <source>Copy Title</source>
        <extracomment>context menu of a source</extracomment>
        <translation>タイトルをコピー</translation>
    </message>
    <message>
        <source>Copy URI</source>
        <extracomment>context menu of a source: copy its address</extracomment>
        <translation>URI をコピー</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <extracomment>context menu of a source: copy its snippet or chunk text</extracomment>
        <translation>テキストをコピー</translation>
    </message>
    <message>
        <source>Open Link in Browser</source>
        <extracomment>context menu of a source: open its address in the web browser</extracomment>
        <translation>ブラウザーでリンクを開く</translation>
    </message>
    <message>
        <source>Attachments:</source>
        <extracomment>source details: the answer&apos;s attachments (images) this source cites; %1 their numbers</extracomment>
        <translation>添付:</translation>
    </message>
    <message>
        <source>%1 (shown in the Answer pane and in the message)</source>
        <translation>%1（回答ペインとメッセージに表示）</translation>
    </message>
    <message>
        <source>Structured data:</source>
        <extracomment>source details: heading above the structured data tree of a structured document</extracomment>
        <translation>構造化データ:</translation>
    </message>
    <message>
        <source>%1 % cited</source>
        <extracomment>References pane: the share of the answer&apos;s text inside a cited segment, e.g. &quot;84 % cited&quot;</extracomment>
        <translation>%1 % 引用あり</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>References pane: %1 &quot;84 % cited&quot;, %2 &quot;2 sentences without a source&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) without a source</source>
        <translation>
            <numerusform>ソースのない文 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of the %2 characters the answer shows (not counting spaces and Markdown markup) are inside a cited segment. Go ▸ Next Uncited Sentence (F9) steps through the sentences with no citation; View ▸ Show Uncited Sentences marks them.</source>
        <extracomment>tooltip of the coverage line: %1 cited characters, %2 characters shown</extracomment>
        <translation>回答に表示される %2 文字（空白と Markdown の記号を除く）のうち %1 文字が引用範囲に含まれます。［移動］▸［次の引用のない文］（F9）で引用のない文を順にたどり、［表示］▸［引用のない文を表示］で印を付けます。</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>accessible name of the references pane&apos;s list of sources</extracomment>
        <translation>出典</translation>
    </message>
    <message>
        <source>Document data</source>
        <extracomment>accessible name of the tree of a structured source document&apos;s data</extracomment>
        <translation>ドキュメントのデータ</translation>
    </message>
    <message>
        <source>The sources the selected message cites; the selected source&apos;s details show below</source>
        <extracomment>accessible description of the references pane&apos;s list of sources</extracomment>
        <translation>選択したメッセージが引用する出典。選択した出典の詳細は下に表示されます</translation>
    </message>
    <message>
        <source>The structured data of the selected source document, as a JSON tree</source>
        <extracomment>accessible description of the tree of a structured source document&apos;s data</extracomment>
        <translation>選択した出典ドキュメントの構造化データ（JSON ツリー）</translation>
    </message>
</context>
<context>
    <name>ScreenshotCommand</name>
    <message>
        <source>Renders the main window off screen with the given files open and writes a PNG.</source>
        <translation>指定したファイルを開いた状態のメインウィンドウを画面外で描画し、PNG に書き出します。</translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation>書き出す PNG ファイル</translation>
    </message>
    <message>
        <source>User interface language: en, ja or es.</source>
        <translation>表示言語: en、ja、es のいずれか</translation>
    </message>
    <message>
        <source>Window size, default 1400x900.</source>
        <translation>ウィンドウのサイズ（既定は 1400x900）</translation>
    </message>
    <message>
        <source>Conversation to select (0-based).</source>
        <translation>選択する会話（0 から数える番号）</translation>
    </message>
    <message>
        <source>Message to select (0-based).</source>
        <translation>選択するメッセージ（0 から数える番号）</translation>
    </message>
    <message>
        <source>Panel to bring to the front: %1.</source>
        <translation>前面に表示するパネル: %1</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Transcript files; - reads standard input.</source>
        <translation>トランスクリプトファイル（- で標準入力から読み込み）</translation>
    </message>
    <message>
        <source>no FILE given</source>
        <translation>FILE が指定されていません</translation>
    </message>
    <message>
        <source>--output is required</source>
        <translation>--output を指定してください</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (use en, ja or es)</source>
        <translation>不明な言語「%1」です（en、ja、es のいずれかを指定してください）</translation>
    </message>
    <message>
        <source>--size must look like 1400x900</source>
        <translation>--size は 1400x900 のように指定してください</translation>
    </message>
    <message>
        <source>--conversation needs a number from 0</source>
        <translation>--conversation には 0 以上の数値を指定してください</translation>
    </message>
    <message>
        <source>--message needs a number from 0</source>
        <translation>--message には 0 以上の数値を指定してください</translation>
    </message>
    <message>
        <source>unknown panel &quot;%1&quot;</source>
        <translation>不明なパネル「%1」です</translation>
    </message>
    <message>
        <source>%1: cannot write the screenshot</source>
        <translation>%1: スクリーンショットを書き込めません</translation>
    </message>
    <message>
        <source>The screenshot was written, but not every file could be read.</source>
        <translation>スクリーンショットを書き出しましたが、読み込めなかったファイルがあります。</translation>
    </message>
    <message>
        <source>file</source>
        <comment>value placeholder of --output in --help</comment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>code</source>
        <comment>value placeholder of --lang in --help</comment>
        <translation>コード</translation>
    </message>
    <message>
        <source>WxH</source>
        <comment>value placeholder of --size: width x height in pixels</comment>
        <translation>幅x高さ</translation>
    </message>
    <message>
        <source>N</source>
        <comment>value placeholder of --conversation and --message: a number</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>name</source>
        <comment>value placeholder of --panel</comment>
        <translation>名前</translation>
    </message>
    <message>
        <source>Text to find in the open conversation (the find bar is shown with its matches).</source>
        <translation>開いている会話で検索するテキスト（検索バーと一致箇所が表示されます）。</translation>
    </message>
    <message>
        <source>text</source>
        <comment>value placeholder of --find</comment>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Cited segment of the selected message to mark (0-based): References shows its sources and their evidence.</source>
        <translation>選択したメッセージで示す引用箇所（0 から数える番号）。参照ペインにその出典と根拠が表示されます。</translation>
    </message>
    <message>
        <source>--citation needs a number from 0</source>
        <translation>--citation には 0 以上の数値を指定してください</translation>
    </message>
    <message>
        <source>--citation needs --message</source>
        <translation>--citation には --message が必要です</translation>
    </message>
    <message>
        <source>Another transcript to compare the selected conversation with (File ▸ Compare With…): the comparison window is rendered instead of the main window.</source>
        <translation>選択中の会話と比較する別のトランスクリプト (ファイル ▸ 別の会話と比較…): メインウィンドウの代わりに比較ウィンドウを描画します。</translation>
    </message>
    <message>
        <source>Conversation of the --compare file (0-based, default 0).</source>
        <translation>--compare のファイルの会話 (0 から数える。既定は 0)。</translation>
    </message>
    <message>
        <source>--compare-conversation needs a number from 0</source>
        <translation>--compare-conversation には 0 以上の数を指定してください</translation>
    </message>
    <message>
        <source>%1: nothing to compare with</source>
        <translation>%1: 比較する対象がありません</translation>
    </message>
    <message>
        <source>Colours: light, dark, or system (the desktop&apos;s palette, the default).</source>
        <extracomment>--help of screenshot --theme; keep the ids light, dark, system untranslated</extracomment>
        <translation>配色: light、dark、または system (デスクトップのパレット。既定)。</translation>
    </message>
    <message>
        <source>theme</source>
        <comment>value placeholder of --theme</comment>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>unknown theme &quot;%1&quot; (use light, dark or system)</source>
        <translation>不明なテーマ「%1」です（light、dark、system のいずれかを指定してください）</translation>
    </message>
    <message>
        <source>A dialog to render over the window instead of the window: %1.</source>
        <extracomment>--help of screenshot --dialog; %1 the names, kept untranslated</extracomment>
        <translation>ウィンドウの代わりにウィンドウの上に描画するダイアログ: %1。</translation>
    </message>
    <message>
        <source>unknown dialog &quot;%1&quot;</source>
        <translation>不明なダイアログ「%1」</translation>
    </message>
</context>
<context>
    <name>SelectionRelay</name>
    <message>
        <source>Reading conversation %1…</source>
        <translation>会話 %1 を読み込み中…</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>Session</source>
        <extracomment>session list column: the session&apos;s id</extracomment>
        <translation>セッション</translation>
    </message>
    <message>
        <source>User</source>
        <extracomment>session list column: the user id the session belongs to</extracomment>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Display name</source>
        <extracomment>session list column: the session&apos;s display name (may be empty)</extracomment>
        <translation>表示名</translation>
    </message>
    <message>
        <source>Last update</source>
        <extracomment>session list column: when the session last changed</extracomment>
        <translation>最終更新</translation>
    </message>
    <message>
        <source>Sessions</source>
        <extracomment>accessible name of a list of sessions (ADK, Agent Engine)</extracomment>
        <translation>セッション</translation>
    </message>
    <message>
        <source>The sessions on the server, newest first; Enter opens the selected one in the main window</source>
        <extracomment>accessible description of a list of sessions (ADK, Agent Engine)</extracomment>
        <translation>サーバー上のセッション（新しい順）。Enter キーで選択したセッションをメインウィンドウで開きます</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <extracomment>title of Help ▸ Keyboard Shortcuts</extracomment>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <source>Search actions, keys or menus</source>
        <extracomment>placeholder of the search field of the keyboard shortcuts list</extracomment>
        <translation>操作、キー、メニューを検索</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>ショートカットを検索</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>column of the keyboard shortcuts list: what the key does</extracomment>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <extracomment>column of the keyboard shortcuts list: the key or keys</extracomment>
        <translation>ショートカット</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>column of the keyboard shortcuts list: the menu that holds the action</extracomment>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>%1 of %2 shortcuts</source>
        <extracomment>below the keyboard shortcuts list; %1 shown, %2 in all</extracomment>
        <translation>%2 件中 %1 件のショートカット</translation>
    </message>
    <message>
        <source>Each action with its keys and its menu; the search field above filters the list</source>
        <extracomment>accessible description of the keyboard shortcuts list</extracomment>
        <translation>各操作とそのキー、メニュー。上の検索欄で一覧を絞り込めます</translation>
    </message>
</context>
<context>
    <name>SpanDetails</name>
    <message>
        <source>Span: %1</source>
        <extracomment>Trace pane details: %1 is the span&apos;s name</extracomment>
        <translation>スパン: %1</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <extracomment>Trace pane details: the OpenTelemetry span kind (internal, client, server, …)</extracomment>
        <translation>種類: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>開始: %1</translation>
    </message>
    <message>
        <source>End: %1</source>
        <translation>終了: %1</translation>
    </message>
    <message>
        <source>Duration: %1</source>
        <translation>所要時間: %1</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>Trace pane details: the id of the event (message) this span produced</extracomment>
        <translation>イベント: %1</translation>
    </message>
    <message>
        <source>Tool call: %1</source>
        <extracomment>Trace pane details: the function call id this tool span executed</extracomment>
        <translation>ツール呼び出し: %1</translation>
    </message>
    <message>
        <source>Trace id: %1</source>
        <translation>トレース ID: %1</translation>
    </message>
    <message>
        <source>Span id: %1</source>
        <translation>スパン ID: %1</translation>
    </message>
    <message>
        <source>Parent span id: %1</source>
        <translation>親スパン ID: %1</translation>
    </message>
    <message>
        <source>Derived from event times: not measured by a tracer</source>
        <translation>イベントの時刻から導出: トレーサーによる計測ではありません</translation>
    </message>
    <message>
        <source>Attributes</source>
        <extracomment>Trace pane details: heading above the span&apos;s key/value attributes</extracomment>
        <translation>属性</translation>
    </message>
</context>
<context>
    <name>SpanTreeModel</name>
    <message>
        <source>Turn %1</source>
        <extracomment>name shown for a turn&apos;s root span that has no name; %1 is the turn number</extracomment>
        <translation>ターン %1</translation>
    </message>
    <message>
        <source>Span</source>
        <extracomment>column header: trace span name</extracomment>
        <translation>スパン</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>column header: how long the span took</extracomment>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>column header: when the span started</extracomment>
        <translation>開始</translation>
    </message>
    <message>
        <source>Attributes</source>
        <extracomment>column header: the span&apos;s key/value attributes</extracomment>
        <translation>属性</translation>
    </message>
    <message>
        <source>Starts after %1, lasts %2</source>
        <extracomment>tooltip of a trace bar: %1 time since the turn started, %2 duration</extracomment>
        <translation>%1 後に開始、所要時間 %2</translation>
    </message>
    <message>
        <source>Lasts %1</source>
        <extracomment>tooltip of a trace bar when start times are unknown: %1 duration</extracomment>
        <translation>所要時間 %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <extracomment>column header: bars showing when each span ran within its turn</extracomment>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Derived from event times: not measured by a tracer</source>
        <extracomment>tooltip of a span made by the program from the events&apos; times</extracomment>
        <translation>イベントの時刻から導出: トレーサーによる計測ではありません</translation>
    </message>
</context>
<context>
    <name>SpansPane</name>
    <message>
        <source>This conversation has no trace spans.</source>
        <extracomment>shown in the trace pane when the conversation has no spans</extracomment>
        <translation>この会話にはトレーススパンがありません。</translation>
    </message>
    <message>
        <source>Derived from event times: the file has no trace, so these spans show the time between events, not measured durations.</source>
        <extracomment>shown above a trace that the program built from the events&apos; timestamps</extracomment>
        <translation>イベントの時刻から導出: このファイルにはトレースがないため、これらのスパンは計測された所要時間ではなく、イベント間の時間を示しています。</translation>
    </message>
    <message>
        <source>Spans</source>
        <extracomment>accessible name of the trace pane&apos;s tree of spans</extracomment>
        <translation>スパン</translation>
    </message>
    <message>
        <source>Span details</source>
        <extracomment>accessible name of the trace pane&apos;s text about the selected span</extracomment>
        <translation>スパンの詳細</translation>
    </message>
    <message>
        <source>The spans of the trace, nested, with their timeline; selecting one shows its details and its message</source>
        <extracomment>accessible description of the trace pane&apos;s tree of spans</extracomment>
        <translation>トレースのスパンの階層とタイムライン。選択すると、その詳細とメッセージを表示します</translation>
    </message>
    <message>
        <source>The IDs, times and attributes of the selected span, read-only</source>
        <extracomment>accessible description of the trace pane&apos;s text about the selected span</extracomment>
        <translation>選択したスパンの ID、時刻、属性（読み取り専用）</translation>
    </message>
</context>
<context>
    <name>StateModel</name>
    <message>
        <source>added</source>
        <extracomment>state pane: the key was set for the first time by this event</extracomment>
        <translation>追加</translation>
    </message>
    <message>
        <source>set, unchanged</source>
        <extracomment>state pane: the event set the key to the value it already had</extracomment>
        <translation>設定（値は同じ）</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>state pane: %1 the old value, %2 the new value (JSON)</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Before: %1
After: %2</source>
        <extracomment>state pane tooltip: %1 the old value, %2 the new value (JSON)</extracomment>
        <translation>変更前: %1
変更後: %2</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>state pane column: the state variable&apos;s name</extracomment>
        <translation>キー</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>state pane column: the variable&apos;s value after the selected event</extracomment>
        <translation>値</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>state pane column: what the selected event changed</extracomment>
        <translation>変更</translation>
    </message>
</context>
<context>
    <name>StatePane</name>
    <message>
        <source>(absent)</source>
        <extracomment>state pane: a key that has no value on one side of a comparison</extracomment>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Only changes</source>
        <extracomment>state pane checkbox: show only the keys the selected event changed</extracomment>
        <translation>変更のみ</translation>
    </message>
    <message>
        <source>This conversation has no session state or variables.</source>
        <extracomment>shown in the state pane when the conversation has no session state or variables</extracomment>
        <translation>この会話にはセッション状態や変数がありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) set here</source>
        <extracomment>state pane: how many keys the selected message set</extracomment>
        <translation>
            <numerusform>ここで %n 個のキーを設定</numerusform>
        </translation>
    </message>
    <message>
        <source>State before the first message</source>
        <extracomment>state pane title before any message is selected</extracomment>
        <translation>最初のメッセージより前の状態</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <extracomment>state pane: an artifact saved by the event; %1 file name, %2 version number</extracomment>
        <translation>%1（バージョン %2）</translation>
    </message>
    <message>
        <source>Artifacts: %1</source>
        <extracomment>state pane: the artifacts the selected event saved, comma separated</extracomment>
        <translation>アーティファクト: %1</translation>
    </message>
    <message>
        <source>%1: events give %2, the session says %3</source>
        <extracomment>state pane: %1 key, %2 value rebuilt from the events, %3 value the session saved</extracomment>
        <translation>%1: イベントからは %2、セッションには %3</translation>
    </message>
    <message numerus="yes">
        <source>The saved session state differs from the events in %n key(s):</source>
        <extracomment>state pane: heading of the keys whose rebuilt value differs from the saved state</extracomment>
        <translation>
            <numerusform>保存されたセッション状態は %n 個のキーでイベントと異なります:</numerusform>
        </translation>
    </message>
    <message>
        <source>State after message %1 (%2) · %3</source>
        <extracomment>state pane title: %1 message number, %2 its author, %3 how many keys it set</extracomment>
        <translation>メッセージ %1（%2）の後の状態 · %3</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>accessible name of the state pane&apos;s table of keys</extracomment>
        <translation>状態</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>accessible name of the state pane&apos;s view of the selected key&apos;s value</extracomment>
        <translation>値</translation>
    </message>
    <message>
        <source>Show only the keys the selected message set</source>
        <translation>選択したメッセージが設定したキーだけを表示します</translation>
    </message>
    <message>
        <source>The session state after the selected message, one key a row</source>
        <extracomment>accessible description of the state pane&apos;s table of keys</extracomment>
        <translation>選択したメッセージの後のセッション状態（1 行に 1 キー）</translation>
    </message>
    <message>
        <source>The value of the selected key, as a JSON tree</source>
        <extracomment>accessible description of the state pane&apos;s view of the selected key&apos;s value</extracomment>
        <translation>選択したキーの値（JSON ツリー）</translation>
    </message>
</context>
<context>
    <name>TerminalTranscript</name>
    <message>
        <source>%1 ms</source>
        <extracomment>adk trace output: a span&apos;s duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>(derived from event times)</source>
        <extracomment>adk trace output: the span was made from event times, not measured</extracomment>
        <translation>（イベント時刻から導出）</translation>
    </message>
    <message>
        <source>calls %1 %2</source>
        <extracomment>adk output: %1 tool name, %2 its arguments as JSON</extracomment>
        <translation>%1 を呼び出し %2</translation>
    </message>
    <message>
        <source>%1 answered %2</source>
        <extracomment>adk output: %1 tool name, %2 its response as JSON</extracomment>
        <translation>%1 の応答 %2</translation>
    </message>
    <message>
        <source>transfers to %1</source>
        <extracomment>adk output: %1 the agent the conversation goes to</extracomment>
        <translation>%1 に引き継ぎ</translation>
    </message>
    <message>
        <source>error %1: %2</source>
        <extracomment>adk output: %1 error code, %2 error message (both from the agent)</extracomment>
        <translation>エラー %1: %2</translation>
    </message>
</context>
<context>
    <name>TextCard</name>
    <message>
        <source>♪ Transcript</source>
        <extracomment>title of a speech transcript card; the symbol marks audio</extracomment>
        <translation>♪ 音声の書き起こし</translation>
    </message>
    <message numerus="yes">
        <source>%n overlapping citations</source>
        <extracomment>tooltip over text cited by several overlapping segments</extracomment>
        <translation>
            <numerusform>重なり合う引用 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>No sources</source>
        <extracomment>tooltip heading over cited text</extracomment>
        <translation>出典なし</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>出典:</translation>
    </message>
    <message>
        <source>missing source</source>
        <extracomment>tooltip: a cited source that does not exist in the file</extracomment>
        <translation>見つからない出典</translation>
    </message>
    <message>
        <source>source without details</source>
        <extracomment>tooltip: a source without title or address</extracomment>
        <translation>詳細のない出典</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <extracomment>tooltip line: %1 source number, %2 title</extracomment>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>(score %1)</source>
        <extracomment>tooltip: %1 the confidence score of a source for the cited text</extracomment>
        <translation>（スコア %1）</translation>
    </message>
</context>
<context>
    <name>ThoughtCard</name>
    <message>
        <source>💭 Thought</source>
        <extracomment>title of a collapsed card of model reasoning; the symbol marks a thought</extracomment>
        <translation>💭 思考</translation>
    </message>
    <message>
        <source>Hide</source>
        <extracomment>button that collapses a thought card</extracomment>
        <translation>隠す</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>signature %1</source>
        <extracomment>a thought part&apos;s opaque signature; %1 its size (&quot;1.2 KB&quot;)</extracomment>
        <translation>署名 %1</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <source>No arguments</source>
        <extracomment>shown instead of the arguments of a tool call that has none (or an empty object)</extracomment>
        <translation>引数なし</translation>
    </message>
    <message>
        <source>Arguments</source>
        <extracomment>label above the arguments of a tool call</extracomment>
        <translation>引数</translation>
    </message>
    <message>
        <source>Go to response</source>
        <translation>応答へ移動</translation>
    </message>
</context>
<context>
    <name>ToolResponseCard</name>
    <message>
        <source>Error</source>
        <extracomment>label of the error a tool returned</extracomment>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Output</source>
        <extracomment>label of the result a tool returned</extracomment>
        <translation>出力</translation>
    </message>
    <message>
        <source>Go to call</source>
        <translation>呼び出しへ移動</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Conversations</source>
        <extracomment>dock title</extracomment>
        <translation>会話</translation>
    </message>
    <message>
        <source>Details</source>
        <extracomment>dock title</extracomment>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Trace</source>
        <extracomment>dock title: the trace spans of the conversation</extracomment>
        <translation>トレース</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>dock title: the session state (variables) after the selected message</extracomment>
        <translation>状態</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>dock title: the list of diagnostics</extracomment>
        <translation>問題</translation>
    </message>
    <message>
        <source>References</source>
        <extracomment>dock title: the sources (grounding) of the selected message</extracomment>
        <translation>参照</translation>
    </message>
    <message>
        <source>Answer</source>
        <extracomment>dock title: the Discovery Engine answer data (state, steps, related questions)</extracomment>
        <translation>回答</translation>
    </message>
    <message>
        <source>Citations</source>
        <extracomment>dock title: every cited segment and uncited sentence of the conversation</extracomment>
        <translation>引用</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>dock title: an evaluation case or result, expected beside actual, with its metrics</extracomment>
        <translation>評価</translation>
    </message>
    <message>
        <source>Query</source>
        <extracomment>dock title: ask a Vertex AI Search app or any MCP server</extracomment>
        <translation>クエリ</translation>
    </message>
</context>
<context>
    <name>WindowExport</name>
    <message>
        <source>Exported to %1</source>
        <extracomment>status bar after File &gt; Export; %1 the file written</extracomment>
        <translation>%1 にエクスポートしました</translation>
    </message>
    <message>
        <source>The printer reported an error; nothing may have been printed.</source>
        <translation>プリンターがエラーを報告しました。何も印刷されていない可能性があります。</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <extracomment>status bar after File &gt; Print</extracomment>
        <translation>プリンターに送信しました</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>progress dialog of File &gt; Export</extracomment>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Reading the conversations…</source>
        <extracomment>progress dialog of File &gt; Export, while the conversations are read</extracomment>
        <translation>会話を読み込んでいます…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <extracomment>progress dialog of File &gt; Export, once everything is read</extracomment>
        <translation>書き込んでいます…</translation>
    </message>
    <message>
        <source>Export canceled</source>
        <extracomment>status bar after an export or print was canceled</extracomment>
        <translation>エクスポートを取り消しました</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <extracomment>File menu: write the file, a conversation or a message as JSON, Markdown, HTML, PDF or CSV</extracomment>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <extracomment>File menu</extracomment>
        <translation>PDF としてエクスポート(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <extracomment>File menu: print the conversation shown</extracomment>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Prints the conversation shown, laid out as the HTML export</source>
        <translation>表示中の会話を HTML エクスポートと同じレイアウトで印刷します</translation>
    </message>
</context>
</TS>
