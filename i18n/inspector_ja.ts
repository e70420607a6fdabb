<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <extracomment>title of the file dialog that saves an attachment
----------
%1 file path, %2 the system&apos;s reason</extracomment>
        <translation>添付ファイルの保存</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
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
</context>
<context>
    <name>CodeCard</name>
    <message>
        <source>Language: %1</source>
        <translation>言語: %1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
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
        <source>conversation-inspector: the %1 command is not supported yet
</source>
        <translation>conversation-inspector: %1 コマンドにはまだ対応していません
</translation>
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
Run a command with --help for its options.</source>
        <translation>会話型 AI のトランスクリプト（CES、Agent Engine、ADK、Gemini、Discovery Engine）を調べます。

コマンド:
  check [--json] FILE...           各ファイルの内容を報告
  export --format json|markdown|html [--output OUT] FILE
                                   正規化したトランスクリプトを書き出し
  screenshot --output OUT.png FILE...
                                   ウィンドウを画面外で描画
各コマンドのオプションは --help で表示されます。</translation>
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
</context>
<context>
    <name>ConversationListPane</name>
    <message>
        <source>Filter conversations</source>
        <extracomment>placeholder of the field that filters the conversation list</extracomment>
        <translation>会話を絞り込み</translation>
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
        <source>%1: cannot write the export: %2</source>
        <translation>%1: エクスポートを書き込めません: %2</translation>
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
        <source>Writes the transcript in a format-independent form: JSON for scripts, Markdown or self-contained HTML for sharing.</source>
        <translation>トランスクリプトを形式に依存しない形で書き出します。スクリプト向けには JSON、共有向けには Markdown または単体で完結した HTML を使います。</translation>
    </message>
    <message>
        <source>Output format: json, markdown or html.</source>
        <translation>出力形式: json、markdown または html。</translation>
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
        <source>Click to view at full size</source>
        <extracomment>tooltip of an image thumbnail</extracomment>
        <translation>クリックすると原寸で表示します</translation>
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
        <extracomment>status bar: %1 format id such as ces.conversation, %2 framing such as json or jsonl</extracomment>
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
        <source>No recent files</source>
        <extracomment>Open Recent menu when there are no recent files</extracomment>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Clear List</source>
        <extracomment>clears the Open Recent menu</extracomment>
        <translation>一覧を消去</translation>
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
        <source>Problems</source>
        <extracomment>dock title: the list of diagnostics</extracomment>
        <translation>問題</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>button in the status bar that stops loading a file</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <extracomment>menu: moving between messages, conversations and places visited</extracomment>
        <translation>移動(&amp;G)</translation>
    </message>
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
</context>
<context>
    <name>PlainCard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
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
</context>
<context>
    <name>SpansPane</name>
    <message>
        <source>This conversation has no trace spans.</source>
        <extracomment>shown in the trace pane when the conversation has no spans</extracomment>
        <translation>この会話にはトレーススパンがありません。</translation>
    </message>
</context>
<context>
    <name>TextCard</name>
    <message>
        <source>♪ Transcript</source>
        <extracomment>title of a speech transcript card; the symbol marks audio</extracomment>
        <translation>♪ 音声の書き起こし</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <source>No arguments</source>
        <extracomment>label above the arguments of a tool call</extracomment>
        <translation>引数なし</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <source>Go to response</source>
        <extracomment>link on a tool call card that jumps to its response</extracomment>
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
        <extracomment>link on a tool response card that jumps to its call</extracomment>
        <translation>呼び出しへ移動</translation>
    </message>
</context>
</TS>
